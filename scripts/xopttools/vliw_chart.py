"""The transfer-latency sweep of make bench-vliw as a plain SVG bar chart:
one group of bars per model (cvliw-M-L), one bar per method, the height
the geometric mean of the method's weighted cycles relative to UAS (as
LUCAS's and the ILP paper's figures normalise), a dashed line at 1."""

from html import escape

COLOURS = {"ilp": "#1b9e77", "uas": "#7570b3", "uas-cc": "#e7298a", "lucas": "#d95f02",
           "bug": "#66a61e"}
LABELS = {"ilp": "ILP", "uas": "UAS", "uas-cc": "UAS-CC", "lucas": "LUCAS", "bug": "BUG"}
BAR, GAP, LEFT, TOP, HEIGHT = 11, 16, 50, 40, 220


def _bars(values, methods, x0, scale, zero):
    parts = []
    for j, method in enumerate(methods):
        value = values.get(method)
        if value is None:
            continue
        x, height = x0 + j * BAR, value * scale
        parts.append(f'<rect x="{x}" y="{zero - height:.1f}" width="{BAR - 2}" '
                     f'height="{height:.1f}" fill="{COLOURS[method]}"><title>'
                     f'{LABELS[method]}: {value:.3f}</title></rect>')
    return parts


def _axis(width, zero, scale, top_value):
    parts = [f'<line x1="{LEFT - 4}" y1="{zero}" x2="{width}" y2="{zero}" stroke="#444"/>']
    tick = 0.0
    while tick <= top_value + 1e-9:
        y = zero - tick * scale
        parts.append(f'<text x="{LEFT - 8}" y="{y + 3:.1f}" font-size="9" '
                     f'text-anchor="end">{tick:.1f}</text>')
        tick += 0.2
    one = zero - scale
    parts.append(f'<line x1="{LEFT}" y1="{one:.1f}" x2="{width}" y2="{one:.1f}" '
                 f'stroke="#c00" stroke-dasharray="4 3"/>')
    return parts


def render(relative, models, methods, title):
    """SVG text; RELATIVE is {model: {method: geomean vs UAS or None}}."""
    group = len(methods) * BAR + GAP
    width = LEFT + len(models) * group + 20
    top_value = max([v for r in relative.values() for v in r.values() if v] + [1.2]) * 1.05
    scale = HEIGHT / top_value
    zero = TOP + HEIGHT
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
             f'height="{zero + 70}" font-family="sans-serif">',
             f'<text x="{LEFT}" y="16" font-size="13">{escape(title)}</text>']
    parts += _axis(width, zero, scale, top_value)
    for i, model in enumerate(models):
        x0 = LEFT + i * group
        parts += _bars(relative.get(model, {}), methods, x0, scale, zero)
        parts.append(f'<text x="{x0}" y="{zero + 14}" font-size="9" '
                     f'transform="rotate(30 {x0} {zero + 14})">{escape(model)}</text>')
    for j, method in enumerate(methods):
        x = LEFT + 80 * j
        parts.append(f'<rect x="{x}" y="24" width="10" height="10" fill="{COLOURS[method]}"/>'
                     f'<text x="{x + 14}" y="33" font-size="10">{LABELS[method]}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
