"""Tiny writers of OpenDocument flat XML (.fodt text documents, .fods spreadsheets) for LibreOffice to print.

Only what the family's templates need: paragraphs and spans with automatic styles, bordered tables, header and
footer, page-anchored text boxes and embedded PNG images, and Calc sheets with number formats and page styles.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from xml.sax.saxutils import escape, quoteattr

NAMESPACES = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'xmlns:xlink="http://www.w3.org/1999/xlink" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" '
    'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
    'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
    'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" '
    'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" '
    'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0" '
)

ARABIC_FONT = "Noto Naskh Arabic"


def mm(v: float) -> str:
    return f"{v:.2f}mm"


def esc(s: str) -> str:
    return escape(s)


def _border(spec) -> str:
    """'0.5pt solid #000' style or a width in pt."""
    if spec in (None, False, "none"):
        return "none"
    if spec is True:
        return "0.5pt solid #000000"
    if isinstance(spec, int | float):
        return f"{spec}pt solid #000000"
    return spec


def text_props(
    font=None,
    size=None,
    bold=False,
    italic=False,
    color=None,
    underline=False,
    caps=False,
    spacing=None,
    font_c=None,
    size_c=None,
    bg=None,
    position=None,
) -> str:
    a = []
    if font:
        a.append(f"style:font-name={quoteattr(font)}")
    if size:
        a.append(f'fo:font-size="{size}pt"')
    font_c = font_c or ARABIC_FONT
    a.append(f"style:font-name-complex={quoteattr(font_c)}")
    if size_c or size:
        a.append(f'style:font-size-complex="{size_c or size * 1.1:.1f}pt"')
    if bold:
        a.append('fo:font-weight="bold" style:font-weight-complex="bold"')
    if italic:
        a.append('fo:font-style="italic"')
    if color:
        a.append(f'fo:color="{color}"')
    if underline:
        a.append(
            'style:text-underline-style="solid" style:text-underline-width="auto" '
            'style:text-underline-color="font-color"'
        )
    if caps:
        a.append('fo:text-transform="uppercase"')
    if spacing is not None:
        a.append(f'fo:letter-spacing="{spacing}mm"')
    if bg:
        a.append(f'fo:background-color="{bg}"')
    if position:
        a.append(f'style:text-position="{position}"')
    a.append('fo:language="fr" fo:country="FR" style:language-complex="ar" style:country-complex="MA"')
    return "<style:text-properties " + " ".join(a) + "/>"


def para_props(
    align=None,
    before=0.0,
    after=0.0,
    left=0.0,
    right=0.0,
    indent=0.0,
    line=None,
    border=None,
    border_top=None,
    border_bottom=None,
    bg=None,
    padding=None,
    tabs=None,
    rtl=False,
    keep_next=False,
    break_before=False,
) -> str:
    a = []
    if align:
        a.append(f'fo:text-align="{align}"')
        if align == "justify":
            a.append('fo:text-align-last="start"')
    a.append(f'fo:margin-top="{mm(before)}" fo:margin-bottom="{mm(after)}"')
    a.append(f'fo:margin-left="{mm(left)}" fo:margin-right="{mm(right)}" fo:text-indent="{mm(indent)}"')
    if line:
        a.append(f'fo:line-height="{line}%"' if isinstance(line, int) else f'fo:line-height="{line}"')
    if border:
        a.append(f'fo:border="{_border(border)}"')
    if border_top:
        a.append(f'fo:border-top="{_border(border_top)}"')
    if border_bottom:
        a.append(f'fo:border-bottom="{_border(border_bottom)}"')
    if bg:
        a.append(f'fo:background-color="{bg}"')
    if padding is not None:
        a.append(f'fo:padding="{mm(padding)}"')
    if rtl:
        a.append('style:writing-mode="rl-tb"')
    if keep_next:
        a.append('fo:keep-with-next="always"')
    if break_before:
        a.append('fo:break-before="page"')
    inner = ""
    if tabs:
        ts = []
        for t in tabs:
            pos, kind, leader = (*t, None)[:3] if isinstance(t, tuple) else (t, "left", None)
            x = f'<style:tab-stop style:position="{mm(pos)}" style:type="{kind}"'
            if leader:
                x += f' style:leader-style="dotted" style:leader-text="{leader}"'
            ts.append(x + "/>")
        inner = "<style:tab-stops>" + "".join(ts) + "</style:tab-stops>"
    return "<style:paragraph-properties " + " ".join(a) + ">" + inner + "</style:paragraph-properties>"


TEXT_KEYS = {"font", "size", "bold", "italic", "color", "underline", "caps", "spacing", "font_c", "size_c", "position"}
PARA_KEYS = {
    "align",
    "before",
    "after",
    "left",
    "right",
    "indent",
    "line",
    "border",
    "border_top",
    "border_bottom",
    "bg",
    "padding",
    "tabs",
    "rtl",
    "keep_next",
    "break_before",
}


class _Registry:
    def __init__(self):
        self.names: dict[tuple, str] = {}
        self.xml: list[str] = []
        self.fonts: set[str] = {ARABIC_FONT}
        self.count = 0

    def add(self, family: str, body: str, prefix: str, extra: str = "") -> str:
        key = (family, body, extra)
        if key not in self.names:
            self.count += 1
            name = f"{prefix}{self.count}"
            self.names[key] = name
            self.xml.append(f'<style:style style:name="{name}" style:family="{family}"{extra}>{body}</style:style>')
        return self.names[key]

    def raw(self, xml: str):
        self.xml.append(xml)


def _colprops(w: float) -> str:
    return f"<style:table-column-properties style:column-width={quoteattr(mm(w))}/>"


def _font_decls(fonts) -> str:
    return (
        "<office:font-face-decls>"
        + "".join(
            f"<style:font-face style:name={quoteattr(f)} svg:font-family={quoteattr(repr(f))}/>" for f in sorted(fonts)
        )
        + "</office:font-face-decls>"
    )


@dataclass
class Cell:
    content: object = ""  # str, list of runs, or list of paragraphs (xml strings via Doc.p)
    span: int = 1
    bg: str | None = None
    border: object = True
    top: object = None
    bottom: object = None
    left: object = None
    right: object = None
    valign: str = "middle"
    pad: float = 1.0
    p: dict = field(default_factory=dict)  # paragraph / text style of the cell's text
    raw: bool = False  # content is already xml


class Doc:
    """A Writer document (.fodt)."""

    def __init__(
        self,
        width=210.0,
        height=297.0,
        margins=(20.0, 20.0, 20.0, 20.0),
        font="Liberation Serif",
        size=11.0,
        header_gap=4.0,
        footer_gap=4.0,
        bg_color=None,
    ):
        self.reg = _Registry()
        self.width, self.height = width, height
        self.margins = margins  # top, bottom, left, right
        self.font, self.size = font, size
        self.reg.fonts.add(font)
        self.body: list[str] = []
        self.header_xml: str | None = None
        self.footer_xml: str | None = None
        self.header_gap, self.footer_gap = header_gap, footer_gap
        self.bg_color = bg_color
        self.nframes = 0

    @property
    def text_width(self) -> float:
        return self.width - self.margins[2] - self.margins[3]

    # styles -----------------------------------------------------------------
    def pstyle(self, **kw) -> str:
        t = {k: v for k, v in kw.items() if k in TEXT_KEYS}
        pp = {k: v for k, v in kw.items() if k in PARA_KEYS}
        unknown = set(kw) - TEXT_KEYS - PARA_KEYS
        if unknown:
            raise TypeError(f"unknown style keys {unknown}")
        t.setdefault("font", self.font)
        t.setdefault("size", self.size)
        self.reg.fonts.add(t["font"])
        if t.get("font_c"):
            self.reg.fonts.add(t["font_c"])
        tabs = pp.pop("tabs", None)
        if tabs:
            pp["tabs"] = tuple(tabs)
        return self.reg.add("paragraph", para_props(**pp) + text_props(**t), "P")

    def tstyle(self, **kw) -> str:
        if kw.get("font"):
            self.reg.fonts.add(kw["font"])
        return self.reg.add("text", text_props(**kw), "T")

    # content ----------------------------------------------------------------
    def runs(self, content) -> str:
        if content is None:
            return ""
        if isinstance(content, str):
            return _text(content)
        out = []
        for r in content:
            if isinstance(r, str):
                out.append(_text(r))
            elif isinstance(r, tuple) and r[0] == "xml":
                out.append(r[1])
            else:
                txt, props = r
                out.append(f'<text:span text:style-name="{self.tstyle(**props)}">{_text(txt)}</text:span>')
        return "".join(out)

    def p(self, content="", frames="", **kw) -> str:
        return f'<text:p text:style-name="{self.pstyle(**kw)}">{frames}{self.runs(content)}</text:p>'

    def add(self, *xml: str):
        self.body.extend(xml)

    def para(self, content="", **kw):
        self.add(self.p(content, **kw))

    def spacer(self, h=4.0):
        self.add(self.p("", size=2, before=h))

    def table(self, rows, widths, align="center", header_rows=0, row_h=None, border=True, **cellp) -> str:
        total = sum(widths)
        tname = self.reg.add(
            "table",
            f'<style:table-properties style:width="{mm(total)}" table:align="{align}" fo:margin-top="0mm" '
            'fo:margin-bottom="0mm"/>',
            "Tb",
        )
        cols = "".join(f'<table:table-column table:style-name="{self._colstyle(w)}"/>' for w in widths)
        rstyle = None
        if row_h:
            rstyle = self.reg.add(
                "table-row", f'<style:table-row-properties style:min-row-height="{mm(row_h)}"/>', "Ro"
            )
        xml_rows = []
        for row in rows:
            cells = []
            for c in row:
                if not isinstance(c, Cell):
                    c = Cell(c)
                if c.border is True and border is not True:
                    c = Cell(**{**c.__dict__, "border": border})
                cells.append(self._cell(c, cellp))
                cells.extend(["<table:covered-table-cell/>"] * (c.span - 1))
            rs = f' table:style-name="{rstyle}"' if rstyle else ""
            xml_rows.append(f"<table:table-row{rs}>" + "".join(cells) + "</table:table-row>")
        if header_rows:
            xml_rows = [
                "<table:table-header-rows>",
                *xml_rows[:header_rows],
                "</table:table-header-rows>",
                *xml_rows[header_rows:],
            ]
        return f'<table:table table:style-name="{tname}">{cols}{"".join(xml_rows)}</table:table>'

    def _colstyle(self, w: float) -> str:
        return self.reg.add("table-column", _colprops(w), "Co")

    def _cell(self, c: Cell, cellp: dict) -> str:
        props = []
        b = {"top": c.top, "bottom": c.bottom, "left": c.left, "right": c.right}
        if all(v is None for v in b.values()):
            props.append(f'fo:border="{_border(c.border)}"')
        else:
            for side, v in b.items():
                props.append(f'fo:border-{side}="{_border(c.border if v is None else v)}"')
        props.append(f'fo:padding="{mm(c.pad)}" style:vertical-align="{c.valign}"')
        if c.bg:
            props.append(f'fo:background-color="{c.bg}"')
        cs = self.reg.add("table-cell", "<style:table-cell-properties " + " ".join(props) + "/>", "Ce")
        span = f' table:number-columns-spanned="{c.span}"' if c.span > 1 else ""
        if c.raw:
            inner = c.content
        else:
            pp = {"before": 0, "after": 0, **cellp, **c.p}
            content = c.content
            if isinstance(content, str) and "\n" in content:
                inner = "".join(self.p(line, **pp) for line in content.split("\n"))
            else:
                inner = self.p(content, **pp)
        return f'<table:table-cell table:style-name="{cs}" office:value-type="string"{span}>{inner}</table:table-cell>'

    def image(
        self, png: bytes, w, h, x=0.0, y=0.0, anchor="paragraph", rel="paragraph", wrap="run-through", back=False
    ):
        """A frame with a PNG; anchor 'paragraph' | 'page' | 'as-char'. Returns xml to put in a paragraph (frames=)."""
        self.nframes += 1
        if anchor == "as-char":
            gp = (
                '<style:graphic-properties style:vertical-pos="middle" style:vertical-rel="line" '
                'fo:border="none" draw:stroke="none"/>'
            )
        else:
            gp = (
                f'<style:graphic-properties style:wrap="{wrap}" '
                f'style:run-through="{"background" if back else "foreground"}" '
                f'style:vertical-pos="from-top" style:vertical-rel="{rel}" style:horizontal-pos="from-left" '
                f'style:horizontal-rel="{rel}" fo:border="none" draw:stroke="none" fo:padding="0mm" draw:fill="none" '
                f'fo:margin-left="0mm" fo:margin-right="0mm" fo:margin-top="0mm" fo:margin-bottom="0mm"/>'
            )
        st = self.reg.add("graphic", gp, "fr")
        pos = "" if anchor == "as-char" else f' svg:x="{mm(x)}" svg:y="{mm(y)}"'
        page = ' text:anchor-page-number="1"' if anchor == "page" else ""
        data = base64.b64encode(png).decode()
        return (
            f'<draw:frame draw:style-name="{st}" draw:name="img{self.nframes}" text:anchor-type="{anchor}"{page}{pos} '
            f'svg:width="{mm(w)}" svg:height="{mm(h)}" draw:z-index="{self.nframes + (0 if back else 50)}">'
            f"<draw:image><office:binary-data>{data}</office:binary-data></draw:image></draw:frame>"
        )

    def textbox(self, paras_xml: str, x, y, w, h=None, anchor="page", rel="page", rotate=None) -> str:
        self.nframes += 1
        gp = (
            f'<style:graphic-properties style:wrap="run-through" style:run-through="foreground" '
            f'style:vertical-pos="from-top" style:vertical-rel="{rel}" style:horizontal-pos="from-left" '
            f'style:horizontal-rel="{rel}" fo:border="none" draw:stroke="none" fo:padding="0mm" draw:fill="none" '
            f'fo:background-color="transparent" style:background-transparency="100%" '
            f'fo:margin-left="0mm" fo:margin-right="0mm" fo:margin-top="0mm" fo:margin-bottom="0mm"/>'
        )
        st = self.reg.add("graphic", gp, "fr")
        page = ' text:anchor-page-number="1"' if anchor == "page" else ""
        hh = f' svg:height="{mm(h)}"' if h else ""
        minh = "" if h else ' fo:min-height="2mm"'
        return (
            f'<draw:frame draw:style-name="{st}" draw:name="tb{self.nframes}" text:anchor-type="{anchor}"{page} '
            f'svg:x="{mm(x)}" svg:y="{mm(y)}" svg:width="{mm(w)}"{hh} draw:z-index="{self.nframes + 100}">'
            f"<draw:text-box{minh}>{paras_xml}</draw:text-box></draw:frame>"
        )

    def header(self, xml: str):
        self.header_xml = xml

    def footer(self, xml: str):
        self.footer_xml = xml

    def render(self) -> str:
        t, b, lft, r = self.margins
        bg = f' fo:background-color="{self.bg_color}"' if self.bg_color else ""
        hs = (
            '<style:header-style><style:header-footer-properties fo:min-height="0mm" '
            f'fo:margin-bottom="{mm(self.header_gap)}"'
            ' fo:margin-left="0mm" fo:margin-right="0mm"/></style:header-style>'
            if self.header_xml
            else ""
        )
        fs = (
            '<style:footer-style><style:header-footer-properties fo:min-height="0mm" '
            f'fo:margin-top="{mm(self.footer_gap)}"'
            ' fo:margin-left="0mm" fo:margin-right="0mm"/></style:footer-style>'
            if self.footer_xml
            else ""
        )
        layout = (
            f'<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="{mm(self.width)}" '
            f'fo:page-height="{mm(self.height)}" fo:margin-top="{mm(t)}" fo:margin-bottom="{mm(b)}" '
            f'fo:margin-left="{mm(lft)}" fo:margin-right="{mm(r)}" style:print-orientation="portrait"{bg}/>'
            f"{hs}{fs}</style:page-layout>"
        )
        master = '<style:master-page style:name="Standard" style:page-layout-name="pm1">'
        if self.header_xml:
            master += f"<style:header>{self.header_xml}</style:header>"
        if self.footer_xml:
            master += f"<style:footer>{self.footer_xml}</style:footer>"
        master += "</style:master-page>"
        body = "".join(self.body) or self.p("")
        defaults = (
            '<office:styles><style:default-style style:family="paragraph">'
            + text_props(font=self.font, size=self.size)
            + '</style:default-style><style:style style:name="Standard" style:family="paragraph" style:class="text"/>'
            "</office:styles>"
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<office:document {NAMESPACES}office:version="1.3" '
            'office:mimetype="application/vnd.oasis.opendocument.text">'
            + _font_decls(self.reg.fonts)
            + defaults
            + "<office:automatic-styles>"
            + "".join(self.reg.xml)
            + layout
            + "</office:automatic-styles>"
            + f"<office:master-styles>{master}</office:master-styles>"
            + f"<office:body><office:text>{body}</office:text></office:body></office:document>"
        )


def _text(s: str) -> str:
    """Escape text, keeping runs of spaces, tabs and line breaks as ODF elements."""
    out = []
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == "\t":
            out.append("<text:tab/>")
        elif ch == "\n":
            out.append("<text:line-break/>")
        elif ch == " " and i + 1 < len(s) and s[i + 1] == " ":
            j = i
            while j < len(s) and s[j] == " ":
                j += 1
            out.append(f' <text:s text:c="{j - i - 1}"/>')
            i = j
            continue
        elif ch == "\x01":
            out.append('<text:page-number text:select-page="current">1</text:page-number>')
        elif ch == "\x02":
            out.append("<text:page-count>1</text:page-count>")
        else:
            out.append(escape(ch))
        i += 1
    return "".join(out)


PAGE_NUMBER = "\x01"
PAGE_COUNT = "\x02"


# ---
# Calc


@dataclass
class C:
    """A spreadsheet cell."""

    value: object = None  # str | float | int | None | ("date", "YYYY-MM-DD")
    fmt: str | None = None  # number style name from Book.numfmt / Book.datefmt
    span: int = 1
    rows: int = 1
    s: dict = field(
        default_factory=dict
    )  # style: font size bold italic color bg align valign border top bottom left right wrap indent


class Book:
    """A Calc workbook (.fods) of one or more sheets, each printed on A4."""

    def __init__(self, font="Liberation Sans", size=9.0, margins=(12.0, 12.0, 12.0, 12.0), landscape=False):
        self.reg = _Registry()
        self.font, self.size = font, size
        self.reg.fonts.add(font)
        self.margins = margins
        self.landscape = landscape
        self.numstyles: list[str] = []
        self.numnames: dict[tuple, str] = {}
        self.sheets: list[Sheet] = []
        self.header_xml: str | None = None
        self.footer_xml: str | None = None

    def numfmt(self, decimals=2, grouping=True, lang="fr", country="FR", prefix="", suffix="", neg="minus") -> str:
        """neg: 'minus' (-1 234,56), 'paren' ((1 234,56)), 'D' (1 234,56 D), 'red' (-1 234,56 in red)."""
        key = (decimals, grouping, lang, country, prefix, suffix, neg)
        if key in self.numnames:
            return self.numnames[key]
        name = f"N{len(self.numnames) + 1}"
        g = ' number:grouping="true"' if grouping else ""
        num = (
            f'<number:number number:decimal-places="{decimals}" number:min-decimal-places="{decimals}" '
            f'number:min-integer-digits="1"{g}/>'
        )
        pre = f"<number:text>{esc(prefix)}</number:text>" if prefix else ""
        suf = f"<number:text>{esc(suffix)}</number:text>" if suffix else ""
        loc = f'number:language="{lang}" number:country="{country}"'
        pos = (
            f'<number:number-style style:name="{name}P" {loc} style:volatile="true">'
            f"{pre}{num}{suf}</number:number-style>"
        )
        if neg == "paren":
            negx = f"<number:text>(</number:text>{pre}{num}{suf}<number:text>)</number:text>"
        elif neg == "D":
            negx = f"{pre}{num}{suf}<number:text> D</number:text>"
        elif neg == "red":
            negx = f'<style:text-properties fo:color="#c00000"/><number:text>-</number:text>{pre}{num}{suf}'
        else:
            negx = f"<number:text>-</number:text>{pre}{num}{suf}"
        negs = (
            f'<number:number-style style:name="{name}" {loc}>{negx}'
            f'<style:map style:condition="value()&gt;=0" style:apply-style-name="{name}P"/></number:number-style>'
        )
        self.numstyles.append(pos + negs)
        self.numnames[key] = name
        return name

    def datefmt(self, pattern="dd/mm/yyyy") -> str:
        key = ("date", pattern)
        if key in self.numnames:
            return self.numnames[key]
        name = f"D{len(self.numnames) + 1}"
        parts = []
        i = 0
        tokens = {
            "dd": '<number:day number:style="long"/>',
            "mm": '<number:month number:style="long"/>',
            "yyyy": '<number:year number:style="long"/>',
            "yy": "<number:year/>",
        }
        while i < len(pattern):
            for tok in ("yyyy", "dd", "mm", "yy"):
                if pattern.startswith(tok, i):
                    parts.append(tokens[tok])
                    i += len(tok)
                    break
            else:
                parts.append(f"<number:text>{esc(pattern[i])}</number:text>")
                i += 1
        self.numstyles.append(
            f'<number:date-style style:name="{name}" number:language="fr" '
            f'number:country="FR">{"".join(parts)}</number:date-style>'
        )
        self.numnames[key] = name
        return name

    def sheet(self, name: str, widths: list[float]) -> Sheet:
        sh = Sheet(self, name, widths)
        self.sheets.append(sh)
        return sh

    def cellstyle(self, s: dict, fmt: str | None) -> str:
        cp = []
        b = {k: s.get(k) for k in ("top", "bottom", "left", "right")}
        if any(v is not None for v in b.values()):
            base = s.get("border")
            for side, v in b.items():
                cp.append(f'fo:border-{side}="{_border(base if v is None else v)}"')
        elif s.get("border"):
            cp.append(f'fo:border="{_border(s["border"])}"')
        if s.get("bg"):
            cp.append(f'fo:background-color="{s["bg"]}"')
        cp.append(f'style:vertical-align="{s.get("valign", "middle")}"')
        if s.get("wrap"):
            cp.append('fo:wrap-option="wrap"')
        cp.append('fo:padding="0.6mm"')
        pp = ""
        if s.get("align"):
            pp = f'<style:paragraph-properties fo:text-align="{s["align"]}"'
            if s.get("indent"):
                pp += f' fo:margin-left="{mm(s["indent"])}"'
            pp += "/>"
            cp.append('style:text-align-source="fix"')
        font = s.get("font", self.font)
        self.reg.fonts.add(font)
        tp = text_props(
            font=font,
            size=s.get("size", self.size),
            bold=s.get("bold", False),
            italic=s.get("italic", False),
            color=s.get("color"),
            underline=s.get("underline", False),
        )
        extra = f' style:data-style-name="{fmt}"' if fmt else ""
        body = "<style:table-cell-properties " + " ".join(cp) + "/>" + pp + tp
        return self.reg.add("table-cell", body, "ce", extra)

    def header(self, xml: str):
        self.header_xml = xml

    def footer(self, xml: str):
        self.footer_xml = xml

    def render(self) -> str:
        t, b, lft, r = self.margins
        w, h = (297, 210) if self.landscape else (210, 297)
        orient = "landscape" if self.landscape else "portrait"
        hs = (
            '<style:header-style><style:header-footer-properties fo:min-height="0mm" '
            'fo:margin-bottom="2mm"/></style:header-style>'
            if self.header_xml
            else ""
        )
        fs = (
            '<style:footer-style><style:header-footer-properties fo:min-height="0mm" '
            'fo:margin-top="2mm"/></style:footer-style>'
            if self.footer_xml
            else ""
        )
        layout = (
            f'<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="{w}mm" '
            f'fo:page-height="{h}mm" '
            f'style:print-orientation="{orient}" fo:margin-top="{mm(t)}" fo:margin-bottom="{mm(b)}" '
            f'fo:margin-left="{mm(lft)}" fo:margin-right="{mm(r)}" style:print="objects charts drawings" '
            f'style:print-page-order="ttb" style:scale-to-X="1" style:scale-to-Y="0"/>{hs}{fs}</style:page-layout>'
        )
        master = '<style:master-page style:name="PageStyle1" style:page-layout-name="pm1">'
        master += (
            f"<style:header>{self.header_xml}</style:header>"
            if self.header_xml
            else '<style:header style:display="false"/>'
        )
        master += (
            f"<style:footer>{self.footer_xml}</style:footer>"
            if self.footer_xml
            else '<style:footer style:display="false"/>'
        )
        master += "</style:master-page>"
        ta = self.reg.add(
            "table",
            '<style:table-properties table:display="true" style:writing-mode="lr-tb"/>',
            "ta",
            ' style:master-page-name="PageStyle1"',
        )
        sheets = "".join(sh.render(ta) for sh in self.sheets)
        defaults = (
            '<office:styles><style:default-style style:family="table-cell">'
            + text_props(font=self.font, size=self.size)
            + '</style:default-style><style:style style:name="Default" style:family="table-cell"/></office:styles>'
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<office:document {NAMESPACES}office:version="1.3" '
            'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
            + _font_decls(self.reg.fonts)
            + defaults
            + "<office:automatic-styles>"
            + "".join(self.numstyles)
            + "".join(self.reg.xml)
            + layout
            + "</office:automatic-styles>"
            + f"<office:master-styles>{master}</office:master-styles>"
            + f"<office:body><office:spreadsheet>{sheets}</office:spreadsheet></office:body></office:document>"
        )


class Sheet:
    def __init__(self, book: Book, name: str, widths: list[float]):
        self.book, self.name, self.widths = book, name, widths
        self.rows: list[str] = []
        self.shapes: list[str] = []
        self.nimg = 0
        self.y = 0.0  # running top of the next row, mm (for placing images)
        self.row_heights: list[float] = []

    def row(self, cells: list, h: float = 5.0):
        rs = self.book.reg.add(
            "table-row",
            f'<style:table-row-properties style:row-height="{mm(h)}" style:use-optimal-row-height="false"/>',
            "ro",
        )
        out = []
        for c in cells:
            if not isinstance(c, C):
                c = C(c)
            out.append(self._cell(c))
            out.extend(["<table:covered-table-cell/>"] * (c.span - 1))
        self.rows.append(f'<table:table-row table:style-name="{rs}">' + "".join(out) + "</table:table-row>")
        self.row_heights.append(h)
        self.y += h

    def blank(self, h=4.0):
        self.row([C(None, span=len(self.widths))], h)

    def _cell(self, c: C) -> str:
        st = self.book.cellstyle(c.s, c.fmt)
        span = f' table:number-columns-spanned="{c.span}"' if c.span > 1 else ""
        if c.rows > 1:
            span += f' table:number-rows-spanned="{c.rows}"'
        v = c.value
        if v is None or v == "":
            return f'<table:table-cell table:style-name="{st}"{span}/>'
        if isinstance(v, tuple) and v[0] == "date":
            return (
                f'<table:table-cell table:style-name="{st}" office:value-type="date" office:date-value="{v[1]}"{span}>'
                f"<text:p>{v[1]}</text:p></table:table-cell>"
            )
        if isinstance(v, int | float) and not isinstance(v, bool):
            return (
                f'<table:table-cell table:style-name="{st}" office:value-type="float" office:value="{v!r}"{span}>'
                f"<text:p>{v}</text:p></table:table-cell>"
            )
        lines = str(v).split("\n")
        paras = "".join(f"<text:p>{_text(line)}</text:p>" for line in lines)
        return f'<table:table-cell table:style-name="{st}" office:value-type="string"{span}>{paras}</table:table-cell>'

    def image(self, png: bytes, x: float, y: float, w: float, h: float):
        self.nimg += 1
        gr = self.book.reg.add(
            "graphic", '<style:graphic-properties draw:stroke="none" draw:fill="none" style:protect="none"/>', "gr"
        )
        data = base64.b64encode(png).decode()
        self.shapes.append(
            f'<draw:frame draw:z-index="{self.nimg}" draw:name="Image {self.nimg}" draw:style-name="{gr}" '
            f'svg:width="{mm(w)}" svg:height="{mm(h)}" svg:x="{mm(x)}" svg:y="{mm(y)}">'
            f"<draw:image><office:binary-data>{data}</office:binary-data></draw:image></draw:frame>"
        )

    def render(self, ta: str) -> str:
        cols = "".join(
            f'<table:table-column table:style-name="'
            f'{self.book.reg.add("table-column", _colprops(w), "co")}"'
            f' table:default-cell-style-name="Default"/>'
            for w in self.widths
        )
        shapes = f"<table:shapes>{''.join(self.shapes)}</table:shapes>" if self.shapes else ""
        head = f'<table:table table:name={quoteattr(self.name)} table:style-name="{ta}">'
        return f"{head}{shapes}{cols}{''.join(self.rows)}</table:table>"
