import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import javax.imageio.ImageIO;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.util.Matrix;

/**
 * Draws the pages of the blind_r family with Apache PDFBox.
 *
 * The spec is a line format, one command a line, fields separated by tabs, coordinates in points from the
 * page's top-left corner:
 *   DOC name width height mode(pdf|img) dpi colour(rgb|gray)
 *   T font size r,g,b align(l|c|r) x y angle text
 *   L x1 y1 x2 y2 width r,g,b dash
 *   R x y w h width stroke|- fill|-
 *   O cx cy rx ry width stroke|- fill|-
 *   I png x y w h
 *   END
 */
public class Render {
    static PDDocument doc;
    static PDPageContentStream cs;
    static float pageH;
    static Map<String, PDType0Font> fonts = new HashMap<>();

    static float f(String s) { return Float.parseFloat(s); }

    static float[] rgb(String s) {
        String[] p = s.split(",");
        return new float[] {f(p[0]) / 255f, f(p[1]) / 255f, f(p[2]) / 255f};
    }

    static PDType0Font font(String path) throws Exception {
        PDType0Font ft = fonts.get(path);
        if (ft == null) {
            ft = PDType0Font.load(doc, new File(path));
            fonts.put(path, ft);
        }
        return ft;
    }

    static void ellipse(float cx, float cy, float rx, float ry) throws Exception {
        float k = 0.5523f;
        cs.moveTo(cx + rx, cy);
        cs.curveTo(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry);
        cs.curveTo(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy);
        cs.curveTo(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry);
        cs.curveTo(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy);
        cs.closePath();
    }

    static void paint(String stroke, String fill, float width) throws Exception {
        boolean s = !stroke.equals("-");
        boolean fl = !fill.equals("-");
        if (s) { float[] c = rgb(stroke); cs.setStrokingColor(c[0], c[1], c[2]); cs.setLineWidth(width); }
        if (fl) { float[] c = rgb(fill); cs.setNonStrokingColor(c[0], c[1], c[2]); }
        if (s && fl) cs.fillAndStroke(); else if (fl) cs.fill(); else if (s) cs.stroke();
    }

    public static void main(String[] args) throws Exception {
        File out = new File(args[1]);
        BufferedReader in = new BufferedReader(new InputStreamReader(new FileInputStream(args[0]), StandardCharsets.UTF_8));
        String line;
        String name = null, mode = null, colour = null;
        int dpi = 200;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty()) continue;
            String[] a = line.split("\t", -1);
            switch (a[0]) {
                case "DOC": {
                    name = a[1];
                    float w = f(a[2]), h = f(a[3]);
                    mode = a[4]; dpi = Integer.parseInt(a[5]); colour = a[6];
                    doc = new PDDocument();
                    fonts.clear();
                    PDPage page = new PDPage(new PDRectangle(w, h));
                    doc.addPage(page);
                    pageH = h;
                    cs = new PDPageContentStream(doc, page);
                    cs.setNonStrokingColor(1f, 1f, 1f);
                    cs.addRect(0, 0, w, h);
                    cs.fill();
                    break;
                }
                case "T": {
                    PDType0Font ft = font(a[1]);
                    float size = f(a[2]);
                    float[] c = rgb(a[3]);
                    String text = a[8];
                    float x = f(a[5]), y = pageH - f(a[6]);
                    float width = ft.getStringWidth(text) / 1000f * size;
                    double ang = Math.toRadians(f(a[7]));
                    float dx = a[4].equals("r") ? -width : a[4].equals("c") ? -width / 2f : 0f;
                    cs.beginText();
                    cs.setFont(ft, size);
                    cs.setNonStrokingColor(c[0], c[1], c[2]);
                    Matrix m = Matrix.getRotateInstance(ang, x, y);
                    m.translate(dx, 0);
                    cs.setTextMatrix(m);
                    cs.showText(text);
                    cs.endText();
                    break;
                }
                case "L": {
                    float[] c = rgb(a[6]);
                    cs.setStrokingColor(c[0], c[1], c[2]);
                    cs.setLineWidth(f(a[5]));
                    float d = f(a[7]);
                    if (d > 0) cs.setLineDashPattern(new float[] {d, d}, 0); else cs.setLineDashPattern(new float[] {}, 0);
                    cs.moveTo(f(a[1]), pageH - f(a[2]));
                    cs.lineTo(f(a[3]), pageH - f(a[4]));
                    cs.stroke();
                    cs.setLineDashPattern(new float[] {}, 0);
                    break;
                }
                case "R": {
                    float x = f(a[1]), y = f(a[2]), w = f(a[3]), h = f(a[4]);
                    cs.addRect(x, pageH - y - h, w, h);
                    paint(a[6], a[7], f(a[5]));
                    break;
                }
                case "O": {
                    ellipse(f(a[1]), pageH - f(a[2]), f(a[3]), f(a[4]));
                    paint(a[6], a[7], f(a[5]));
                    break;
                }
                case "I": {
                    BufferedImage bi = ImageIO.read(new File(a[1]));
                    PDImageXObject img = LosslessFactory.createFromImage(doc, bi);
                    float x = f(a[2]), y = f(a[3]), w = f(a[4]), h = f(a[5]);
                    cs.drawImage(img, x, pageH - y - h, w, h);
                    break;
                }
                case "END": {
                    cs.close();
                    if (mode.equals("pdf")) {
                        PDDocumentInformation info = doc.getDocumentInformation();
                        info.setProducer("PDFBox");
                        COSArray id = new COSArray();
                        byte[] b = name.getBytes(StandardCharsets.UTF_8);
                        id.add(new COSString(b));
                        id.add(new COSString(b));
                        doc.getDocument().getTrailer().setItem(COSName.ID, id);
                        doc.save(new File(out, name + ".pdf"));
                    } else {
                        PDFRenderer r = new PDFRenderer(doc);
                        BufferedImage bi = r.renderImageWithDPI(0, dpi, colour.equals("gray") ? ImageType.GRAY : ImageType.RGB);
                        ImageIO.write(bi, "png", new File(out, name + ".png"));
                    }
                    doc.close();
                    break;
                }
                default:
                    throw new IllegalArgumentException("bad spec line: " + line);
            }
        }
    }
}
