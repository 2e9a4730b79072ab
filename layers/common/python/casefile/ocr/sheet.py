"""A sheet or a card photographed on a background (a desk, a table, a hand's shadow): where its four corners stand in
the photo, and the photo flattened to the sheet alone, as if scanned.

A phone photo of a card on a desk shows it in perspective: its lines converge, its letters lean, and the further side
is smaller than the nearer. Turning the photo level (`read._straightened`) rights a card photographed askew but not one
photographed at a slant: an MRZ sheared that way reads as no zone at all. The sheet's own edges say how it stands: its
outline, found as what the background's flood from the photo's border does not reach, is a four-sided shape whose
corners are the sheet's; a perspective transform maps them to a rectangle.

Only Pillow: the photo is looked at reduced to WORK_SIDE pixels, the transform applied to the photo itself."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image

Point = tuple[float, float]
Quad = tuple[Point, Point, Point, Point]  # top left, top right, bottom right, bottom left
Coefficients = tuple[float, float, float, float, float, float, float, float]

WORK_SIDE = 360  # pixels: the photo's longer side as it is looked at for the sheet's outline
EDGE_STEP = 14  # grey levels between neighbours (smoothed) that make an edge the background's flood does not cross
SHEET_AT_LEAST = 0.08  # of the photo: a smaller outline is a stamp, a photo on a card, no sheet
SHEET_AT_MOST = 0.92  # of the photo: a larger one is a scan whose paper fills it (nothing to flatten)
STRAYS_AT_MOST = 0.05  # of the sheet's outline, what other outlines may hold: a photo's specks, not a page's words
LIGHTER_BY = 20  # grey levels by which a sheet is lighter than the desk it lies on (median against median)
FILLED_AT_LEAST = 0.9  # of its four-sided outline, the sheet's area (a card's rounded corners lose a little)
HULL_HELD = 0.95  # of the outline's convex hull, the four-sided shape's area: a sheet is no blob
GAP_CLOSED = 5  # pixels (odd): the widest gap in a sheet's edge, in the reduced photo, the flood does not pass
EDGE_WIDTH = 3  # pixels of the reduced photo the outline runs beyond the sheet (the edge's width, and the closing's)
FRAME = 2  # pixels of the reduced photo's border the edge filter draws a frame on
SQUARE_WITHIN = 1.5  # degrees: a sheet whose sides are all this near the photo's axes is read as it stands
FLOODED = 128  # the background's value in the edges' image once flooded
_FLOODED = bytes([FLOODED])
ROUNDING = 1e-6  # pixels: a point computed this near a whole pixel is on it
ISLAND = 255  # the islands' value before each is told apart (at most 254 are)


def sheet_corners(image: Image) -> Quad | None:
    """The corners of a sheet photographed on a background, in the image's pixels, top left first and clockwise;
    None where the image is no such photo (a scan, a page filling the photo, a sheet whose edge is lost in the
    background or runs off the photo) or where the sheet already stands square to the photo."""
    from PIL import ImageDraw, ImageFilter, ImageStat

    scale = WORK_SIDE / max(image.size)
    small = image.convert("L").resize(
        (max(8, round(image.width * scale)), max(8, round(image.height * scale))), reducing_gap=2.0
    )
    small = small.filter(ImageFilter.GaussianBlur(1.2))
    if not _darker_around(small):
        return None  # paper to the photo's edges (a scan, a page filling the photo): no desk around a sheet
    edges = small.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v >= EDGE_STEP else 0)
    # the filter's own frame (the image's edge against nothing) is no edge of the photo's
    edges = edges.crop((FRAME, FRAME, edges.width - FRAME, edges.height - FRAME))
    # an edge faint in places (the side of a card the light grazes) is closed over its gaps
    edges = edges.filter(ImageFilter.MaxFilter(GAP_CLOSED))
    width, height = edges.size
    # the background: what a flood from the photo's border reaches without crossing an edge
    for x, y in _border_seeds(width, height):
        if edges.getpixel((x, y)) == 0:
            ImageDraw.floodfill(edges, (x, y), FLOODED)
    data = edges.tobytes()
    border = [data[y * width + x] for x, y in _border_ring(width, height)]
    if sum(v == FLOODED for v in border) < 0.9 * len(border):
        return None  # the sheet runs off the photo, or the photo is all sheet
    sheet, strays = _largest_island(edges)
    data = sheet.tobytes()
    area = width * height - data.count(FLOODED)
    if not SHEET_AT_LEAST <= area / (width * height) <= SHEET_AT_MOST:
        return None
    if strays > STRAYS_AT_MOST * area:
        return None  # the largest outline among others is a box or a table of a page (its other words are islands)
    ground = edges.point(lambda v: 255 if v == FLOODED else 0)
    paper = small.crop((FRAME, FRAME, small.width - FRAME, small.height - FRAME))
    lighter = (
        ImageStat.Stat(paper, sheet.point(lambda v: 255 if v == 0 else 0)).median[0]
        - ImageStat.Stat(paper, ground).median[0]
    )
    if lighter < LIGHTER_BY:
        return None  # paper on paper: a box of a page on its white, no sheet on a desk
    rows = []
    for y in range(height):
        row = data[y * width : (y + 1) * width]
        if row.count(FLOODED) < width:
            rows.append((y, width - len(row.lstrip(_FLOODED)), len(row.rstrip(_FLOODED)) - 1))
    hull = _hull([(x, y) for y, left, right in rows for x in (left, right + 1)] + _ends(rows))
    if len(hull) < 4:
        return None
    quad = _four_sided(hull)
    quad_area = _area(list(quad))
    if quad_area < HULL_HELD * _area(hull) or area < FILLED_AT_LEAST * quad_area:
        return None
    if _square(quad):
        return None
    # the outline runs along the edge's outer side, widened by the gaps' closing: the sheet's sides are that much within
    if min(_length(a, b) for a, b in zip(quad, quad[1:] + quad[:1], strict=True)) <= 4 * EDGE_WIDTH:
        return None
    return tuple(((x + FRAME) / scale, (y + FRAME) / scale) for x, y in _inset(quad, EDGE_WIDTH))  # type: ignore[return-value]


def _inset(quad: Quad, by: float) -> list[Point]:
    """The quadrilateral whose sides are each `by` within the given one's (clockwise on screen, y down)."""
    sides = []
    for (x0, y0), (x1, y1) in zip(quad, quad[1:] + quad[:1], strict=True):
        length = math.hypot(x1 - x0, y1 - y0)
        nx, ny = -(y1 - y0) / length, (x1 - x0) / length  # the side's inward normal, clockwise on screen
        sides.append(((x0 + nx * by, y0 + ny * by), (x1 + nx * by, y1 + ny * by)))
    return [_crossing(sides[i - 1], sides[i]) for i in range(4)]


def _crossing(first: tuple[Point, Point], second: tuple[Point, Point]) -> Point:
    """Where two lines, each through two points, cross (they are a quadrilateral's adjacent sides: never parallel)."""
    (x1, y1), (x2, y2) = first
    (x3, y3), (x4, y4) = second
    d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d
    return x1 + t * (x2 - x1), y1 + t * (y2 - y1)


def _darker_around(small: Image) -> bool:
    """Whether the photo's border is darker, by LIGHTER_BY grey levels (its median), than its lightest part (the
    level a twentieth of it reaches): a desk around a sheet. Looked at before the edges are flooded (a scan's or a
    page's photo filling the frame is left at once)."""
    histogram = small.histogram()
    light, seen, total = 255, 0, small.width * small.height
    while light > 0 and seen + histogram[light] < total / 20:
        seen += histogram[light]
        light -= 1
    width, height = small.size
    data = small.tobytes()
    ring = sorted(data[y * width + x] for x, y in _border_ring(width, height))
    return light - ring[len(ring) // 2] >= LIGHTER_BY


def _largest_island(edges: Image) -> tuple[Image, int]:
    """The largest island of what the flood left (the sheet), its pixels 0 and the rest FLOODED, and how many pixels
    the other islands hold (a crumb on the desk, a speck of the photo's noise; a page's words around a box)."""
    from PIL import ImageDraw

    islands = edges.point(lambda v: 0 if v == FLOODED else ISLAND)
    width = islands.width
    for label in range(1, ISLAND):
        at = islands.tobytes().find(bytes([ISLAND]))
        if at < 0:
            break
        ImageDraw.floodfill(islands, (at % width, at // width), label)
    counts = islands.histogram()
    sizes = counts[1 : ISLAND + 1]  # islands beyond the labels' number keep ISLAND: strays all
    sheet = 1 + sizes.index(max(sizes[:-1]))
    return islands.point(lambda v: 0 if v == sheet else FLOODED), sum(sizes) - counts[sheet]


def flattened(image: Image, corners: Quad) -> tuple[Image, Coefficients]:
    """The sheet alone, its corners mapped to a rectangle as long as its longer sides and as tall as its taller
    ones, and the coefficients that take a point of it back to the image (Pillow's PERSPECTIVE data)."""
    from PIL import Image as PILImage

    top_left, top_right, bottom_right, bottom_left = corners
    width = round(max(_length(top_left, top_right), _length(bottom_left, bottom_right)))
    height = round(max(_length(top_left, bottom_left), _length(top_right, bottom_right)))
    coefficients = perspective(((0.0, 0.0), (width, 0.0), (width, height), (0.0, height)), corners)
    flat = image.transform((width, height), PILImage.Transform.PERSPECTIVE, coefficients, PILImage.Resampling.BICUBIC)
    return flat, coefficients


def perspective(sources: Quad, targets: Quad) -> Coefficients:
    """The coefficients (a, b, c, d, e, f, g, h) taking each source point (x, y) to the target at its place:
    ((a x + b y + c) / (g x + h y + 1), (d x + e y + f) / (g x + h y + 1))."""
    rows: list[list[float]] = []
    for (x, y), (u, v) in zip(sources, targets, strict=True):
        rows.append([x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y, u])
        rows.append([0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y, v])
    a, b, c, d, e, f, g, h = _solve(rows)
    return a, b, c, d, e, f, g, h


def through(coefficients: Coefficients, point: Point) -> Point:
    """A point of the flattened sheet, where it stands in the photo."""
    a, b, c, d, e, f, g, h = coefficients
    x, y = point
    w = g * x + h * y + 1.0
    return (a * x + b * y + c) / w, (d * x + e * y + f) / w


def box_through(coefficients: Coefficients, box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    """A box of the flattened sheet: the box in the photo that holds it."""
    x0, y0, x1, y1 = box
    corners = [through(coefficients, point) for point in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    return (
        math.floor(min(xs) + ROUNDING),
        math.floor(min(ys) + ROUNDING),
        math.ceil(max(xs) - ROUNDING),
        math.ceil(max(ys) - ROUNDING),
    )


def _solve(rows: list[list[float]]) -> list[float]:
    """Gaussian elimination with partial pivoting of an augmented n x (n + 1) system."""
    size = len(rows)
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        lead = rows[column][column]
        if abs(lead) < 1e-12:
            raise ValueError("degenerate quadrilateral")
        for r in range(size):
            if r != column:
                factor = rows[r][column] / lead
                if factor:
                    rows[r] = [a - factor * b for a, b in zip(rows[r], rows[column], strict=True)]
    return [rows[r][size] / rows[r][r] for r in range(size)]


def _border_seeds(width: int, height: int) -> list[tuple[int, int]]:
    step = max(1, min(width, height) // 16)
    return [
        *((x, 0) for x in range(0, width, step)),
        *((x, height - 1) for x in range(0, width, step)),
        *((0, y) for y in range(0, height, step)),
        *((width - 1, y) for y in range(0, height, step)),
    ]


def _border_ring(width: int, height: int) -> list[tuple[int, int]]:
    return [
        *((x, 0) for x in range(width)),
        *((x, height - 1) for x in range(width)),
        *((0, y) for y in range(1, height - 1)),
        *((width - 1, y) for y in range(1, height - 1)),
    ]


def _ends(rows: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
    """The bottom edge of the outline's last row (the hull's points are pixels' corners)."""
    y, left, right = rows[-1]
    return [(left, y + 1), (right + 1, y + 1)]


def _hull(points: list[tuple[int, int]]) -> list[Point]:
    """The convex hull, counterclockwise in the image's axes (y down): Andrew's monotone chain."""
    ordered = sorted(set(points))
    if len(ordered) < 3:
        return [(float(x), float(y)) for x, y in ordered]

    def cross(o: tuple[int, int], a: tuple[int, int], b: tuple[int, int]) -> int:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[int, int]] = []
    for p in ordered:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[int, int]] = []
    for p in reversed(ordered):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return [(float(x), float(y)) for x, y in lower[:-1] + upper[:-1]]


def _area(polygon: list[Point]) -> float:
    return (
        abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True))) / 2
    )


def _four_sided(hull: list[Point]) -> Quad:
    """The hull reduced to four corners: the corner whose removal loses the least area goes first, until four stay
    (a sheet's rounded or shadowed corners are many short sides, its edges four long ones). Ordered clockwise on
    screen, the corner nearest the image's top left first."""
    corners = list(hull)
    while len(corners) > 4:
        loss = [_area([corners[i - 1], corners[i], corners[(i + 1) % len(corners)]]) for i in range(len(corners))]
        del corners[loss.index(min(loss))]
    cx, cy = sum(x for x, _ in corners) / 4, sum(y for _, y in corners) / 4
    corners.sort(key=lambda p: math.atan2(p[1] - cy, p[0] - cx))  # clockwise on screen (y down), from the left
    first = min(range(4), key=lambda i: corners[i][0] + corners[i][1])
    corners = corners[first:] + corners[:first]
    return corners[0], corners[1], corners[2], corners[3]


def _square(quad: Quad) -> bool:
    """Whether every side stands within SQUARE_WITHIN degrees of the photo's axes (top and bottom level, the others
    upright)."""
    for i, (a, b) in enumerate(zip(quad, quad[1:] + quad[:1], strict=True)):
        dx, dy = b[0] - a[0], b[1] - a[1]
        angle = math.degrees(math.atan2(dy, dx) if i % 2 == 0 else math.atan2(dx, dy))
        off = min(abs(angle), abs(abs(angle) - 180))
        if off > SQUARE_WITHIN:
            return False
    return True


def _length(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])
