"""A grouped bar chart in plain SVG: per package and plugin, the number of
`optimized:` remarks (upper panel) and the compile CPU time change against
the same build without the plugin (lower panel, with the +3 % goal)."""

from html import escape

from .pkg_results import cpu_ratio

PANEL_HEIGHT = 170
BAR_WIDTH = 12
GROUP_GAP = 18
LEFT = 60


# Compile-time bars are drawn up to this many per cent (the label keeps the
# value): xopt_vliw's ILP costs several times the compile, which would
# flatten every other bar.
CLIP_PERCENT = 15


def _bars(packages, plugins, values, colours, top, scale, zero, clip=None):
    """SVG rects for VALUES[(package, plugin)], growing up from ZERO; bars
    longer than CLIP are cut there (their label says the value)."""
    parts = []
    for i, package in enumerate(packages):
        x0 = LEFT + i * (len(plugins) * BAR_WIDTH + GROUP_GAP)
        for j, plugin in enumerate(plugins):
            value = values.get((package, plugin))
            if value is None:
                continue
            shown = value if clip is None else max(-clip, min(clip, value))
            height = shown * scale
            y = zero - max(height, 0)
            x = x0 + j * BAR_WIDTH
            parts.append(f'<rect x="{x}" y="{y:.1f}" width="{BAR_WIDTH - 2}" '
                         f'height="{abs(height):.1f}" fill="{colours[plugin]}">'
                         f'<title>{escape(package)} {plugin}: {value:g}</title></rect>')
            parts.append(f'<text x="{x + 5}" y="{min(y, zero) - 2:.1f}" font-size="8" '
                         f'text-anchor="middle">{value:g}</text>')
    return parts


def _axis(width, y, label):
    return [f'<line x1="{LEFT - 5}" y1="{y}" x2="{width}" y2="{y}" stroke="#444"/>',
            f'<text x="4" y="{y - PANEL_HEIGHT / 2:.0f}" font-size="10">{escape(label)}</text>']


def render(results, plugins, colours, title):
    """The chart of RESULTS ({package: {variant: record}}) as SVG text."""
    packages = sorted(results)
    width = LEFT + len(packages) * (len(plugins) * BAR_WIDTH + GROUP_GAP) + 20
    remarks = {(p, g): len(results[p][g].get("optimized", []))
               for p in packages for g in plugins if g in results[p]}
    change = {(p, g): round(100 * (cpu_ratio(results[p][g]) - 1), 1)
              for p in packages for g in plugins
              if g in results[p] and cpu_ratio(results[p][g]) is not None}
    top_zero = 45 + PANEL_HEIGHT
    most = max(list(remarks.values()) + [1])
    low_zero = top_zero + 40 + PANEL_HEIGHT * 0.7
    span = max([min(abs(v), CLIP_PERCENT) for v in change.values()] + [5])
    low_scale = PANEL_HEIGHT * 0.65 / span
    below = max([min(-v, CLIP_PERCENT) for v in change.values()] + [0]) * low_scale
    height = int(low_zero + below + 75)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="sans-serif">',
             f'<text x="{LEFT}" y="16" font-size="13">{escape(title)}</text>']
    parts += _axis(width, top_zero, "optimized: remarks")
    parts += _bars(packages, plugins, remarks, colours, 30, (PANEL_HEIGHT - 20) / most,
                   top_zero)
    parts += _axis(width, low_zero, "compile CPU %")
    goal = low_zero - 3 * low_scale
    parts.append(f'<line x1="{LEFT}" y1="{goal:.1f}" x2="{width}" y2="{goal:.1f}" '
                 f'stroke="#c00" stroke-dasharray="4 3"/><text x="{width - 60}" '
                 f'y="{goal - 3:.1f}" font-size="9" fill="#c00">+3 % goal</text>')
    parts += _bars(packages, plugins, change, colours, 0, low_scale, low_zero,
                   CLIP_PERCENT)
    for i, package in enumerate(packages):
        x = LEFT + i * (len(plugins) * BAR_WIDTH + GROUP_GAP)
        parts.append(f'<text x="{x}" y="{height - 40}" font-size="10" '
                     f'transform="rotate(30 {x} {height - 40})">{escape(package)}</text>')
    for j, plugin in enumerate(plugins):
        parts.append(f'<rect x="{LEFT + 110 * j}" y="22" width="10" height="10" '
                     f'fill="{colours[plugin]}"/><text x="{LEFT + 110 * j + 14}" '
                     f'y="31" font-size="10">xopt_{plugin}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
