"""The pay table read off its pixels (view.draw_paytable's), for the view's suite and the
glass's: lit(x, y) says whether a pixel is lit."""
from firmware.games.poker import view


def figures(table, bet):
    """The figures the pay table's rows show at the bet: [(left, right or None)...]."""
    shown = [str(table.payout(line, bet)) for line, _ in view.pay_rows(table)]
    return [(shown[i], shown[i + 1] if i + 1 < len(shown) else None)
            for i in range(0, len(shown), 2)]


def rule_column(lit):
    """The rule's column: the one lit from the row over the first win's letters down
    through them (the title bar ends a dark row above them)."""
    for x in range(1, 127):
        if all(lit(x, y) for y in range(view.PAY_Y - 1, view.PAY_Y + 7)):
            return x
    return None


def faults(lit, table, bet):
    """What the pixels of the pay table at the bet get wrong: a figure fewer than
    view.PAY_GAP dark columns after its name (or with none before it), ink within
    view.PAY_CLEAR columns of the rule, or within view.PAY_EDGE of the glass's edges (column
    0, and 126 before column 127, where nothing is drawn). A figure ends flush at its
    column's right (the rule's dark columns, or the edge's), so its box is known; its ink,
    from the box's first lit column, is what the dark columns before it are counted from."""
    rule = rule_column(lit)
    if rule is None:
        return ["no rule"]
    first, last = view.PAY_EDGE, 126 - view.PAY_EDGE   # the columns text may light
    out = []
    for row, pair in enumerate(figures(table, bet)):
        y = view.PAY_Y + 8 * row

        def inked(x, y=y):
            return any(lit(x, y + k) for k in range(7))

        for d in range(1, view.PAY_CLEAR + 1):
            if inked(rule - d) or inked(rule + d):
                out.append("row %d: ink %d from the rule" % (row, d))
        for x in list(range(first)) + list(range(last + 1, 128)):
            if inked(x):
                out.append("row %d: ink on column %d, at the edge" % (row, x))
        for side, figure in enumerate(pair):
            if figure is None:
                continue
            start, end = (first, rule - view.PAY_CLEAR - 1) if side == 0 else (
                rule + view.PAY_CLEAR + 1, last)  # the column; end: the figure's last
            box = end + 1 - (6 * len(figure) - 1)
            ink = box
            while ink <= end and not inked(ink):
                ink += 1
            x = ink - 1
            while x >= start and not inked(x):
                x -= 1
            if x < start:
                out.append("row %d: %s has no name before it" % (row, figure))
            elif ink - 1 - x < view.PAY_GAP:
                out.append("row %d: %s %d dark columns after its name"
                           % (row, figure, ink - 1 - x))
    return out
