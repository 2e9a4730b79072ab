import java.io.*;
import java.nio.file.*;
import java.util.*;
import javax.xml.transform.*;
import javax.xml.transform.sax.SAXResult;
import javax.xml.transform.stream.StreamSource;
import org.apache.fop.apps.*;

/** Renders a list of XSL-FO files to PDF in one JVM: Render <fop.xconf> <epoch-ms> <list>; list lines "in.fo\tout.pdf". */
public class Render {
    public static void main(String[] args) throws Exception {
        FopFactory factory = FopFactory.newInstance(new File(args[0]).getAbsoluteFile());
        long epoch = Long.parseLong(args[1]);
        TransformerFactory tf = TransformerFactory.newInstance(
                "com.sun.org.apache.xalan.internal.xsltc.trax.TransformerFactoryImpl", null);
        for (String line : Files.readAllLines(Paths.get(args[2]))) {
            if (line.isBlank()) continue;
            String[] p = line.split("\t");
            FOUserAgent ua = factory.newFOUserAgent();
            ua.setCreationDate(new Date(epoch));
            ua.setProducer("blind_t");
            ua.setCreator("blind_t");
            try (OutputStream out = new BufferedOutputStream(new FileOutputStream(p[1]))) {
                Fop fop = factory.newFop(MimeConstants.MIME_PDF, ua, out);
                Transformer t = tf.newTransformer();
                t.transform(new StreamSource(new File(p[0])), new SAXResult(fop.getDefaultHandler()));
            }
        }
    }
}
