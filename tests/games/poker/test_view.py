# runs-on: micropython
"""firmware/games/poker/view.py: where the pay table's text lands, for every machine."""
from firmware.games.poker import view
from firmware.games.poker.paytable import MAX_BET, tables
from firmware.ui.gfx import SMALL, Gfx
from tests.games.poker.paypixels import faults, rule_column
from tests.screen import _Canvas

PAY_BAR = "A:OK <>:COACH ▼:STAT"  # review 80: MODE named nothing; review 88: A cycled it


class _Recorder(Gfx):
    """A Gfx that keeps (text, x, y, width) of everything written."""

    def __init__(self):
        super().__init__(_Canvas())
        self.texts = []

    def text(self, s, x, y, font=SMALL, c=1):
        self.texts.append((s, x, y, self.text_width(s, font)))
        return super().text(s, x, y, font, c)

    def lit(self, x, y):
        return self.pages[(y >> 3) * 128 + x] >> (y & 7) & 1


def _rows(gfx):
    """The pay table's rows, {y: [(text, x, width)...] left to right}."""
    rows = {}
    for s, x, y, w in gfx.texts:
        if view.PAY_Y <= y < view.HINT_Y:
            rows.setdefault(y, []).append((s, x, w))
    for row in rows.values():
        row.sort(key=lambda t: t[1])
    return rows


def test_every_machines_pay_table_shows_its_wins_best_first_two_a_row_by_the_rule():
    for table in tables():
        wins = [(table.short[line], line) for line in range(table.lines - 1, 0, -1)]
        if len(wins) > 2 * view.PAY_ROWS_MAX:   # two pair and jacks or better share a row
            wins[-2:] = [(view.SHARED, 2)]
        for bet in range(1, MAX_BET + 1):
            gfx = _Recorder()
            view.draw_paytable(gfx, table, bet, 0)
            rule = rule_column(gfx.lit)
            rows = _rows(gfx)
            ys = sorted(rows)
            assert ys == [view.PAY_Y + 8 * i for i in range((len(wins) + 1) // 2)], table.key
            assert ys[-1] + 7 < view.HINT_Y   # clear of the key bar
            shown = []
            for y in ys:
                texts = rows[y]
                for i in range(0, len(texts), 2):
                    (name, x, _), (figure, fx, fw) = texts[i], texts[i + 1]
                    # a left name a dark column off the glass's edge, its figure by the
                    # rule's dark columns; a right name past them, its figure a dark column
                    # off column 127, where nothing is drawn
                    assert (x, fx + fw) == ((view.PAY_EDGE, rule - view.PAY_CLEAR) if i == 0
                                            else (rule + view.PAY_CLEAR + 1,
                                                  127 - view.PAY_EDGE)), (table.key, name)
                    shown.append((name, figure))
            # best first, left then right along each row
            assert shown == [(name, str(table.payout(line, bet))) for name, line in wins], (
                table.key, bet, shown)


def test_every_machines_pay_table_keeps_its_names_figures_and_edges_apart():
    # review 44: at true size S.FLUSH250, FULL HSE45, STRAIGHT20 (three dark columns) read
    # as one word; on the pixels view.PAY_GAP at least (4), every row, machine and bet, the
    # rule's dark columns each side kept (view.PAY_CLEAR) and, review 51, a dark column
    # between the text and each edge (ROYAL stood on column 0, S.FLUSH 250 and FULL HSE 45
    # on column 126, beside column 127, where nothing is drawn)
    for table in tables():
        for bet in range(1, MAX_BET + 1):
            gfx = _Recorder()
            view.draw_paytable(gfx, table, bet, 0)
            assert faults(gfx.lit, table, bet) == [], (table.key, bet)


def _drawn_jacks():
    """Jacks or Better's pay table at 5 coins, drawn: (its recorder, the table, the rule's
    column, its first row's top)."""
    gfx = _Recorder()
    table = tables()[0]
    view.draw_paytable(gfx, table, 5, 0)
    return gfx, table, rule_column(gfx.lit), view.PAY_Y


def test_the_pixel_reading_of_a_pay_table_sees_a_name_run_into_its_figure():
    # the test above can fail: the old layout's S.FLUSH250 (3 dark columns) is found
    gfx, table, rule, y = _drawn_jacks()
    gfx.fill_rect(rule + view.PAY_CLEAR + 1, y, 126 - rule - view.PAY_CLEAR, 7, 0)
    gfx.text("S.FLUSH", 126 - 17 - 3 - 41, y, SMALL)
    gfx.text("250", 126 - 17, y, SMALL)
    assert faults(gfx.lit, table, 5) == ["row 0: 250 3 dark columns after its name"]


def test_the_pixel_reading_of_a_pay_table_sees_text_at_the_glass_s_edges():
    # the test above can fail: the old layout's ROYAL on column 0, 250 on column 126
    gfx, table, rule, y = _drawn_jacks()
    gfx.fill_rect(0, y, rule, 7, 0)
    gfx.fill_rect(rule + 1, y, 127 - rule, 7, 0)
    for text, x in (("ROYAL", 0), ("4000", rule - 3 - 23), ("S.FLUSH", rule + 4), ("250", 110)):
        gfx.text(text, x, y, SMALL)
    assert faults(gfx.lit, table, 5) == ["row 0: ink on column 0, at the edge",
                                         "row 0: ink on column 126, at the edge"]


def test_every_machines_pay_table_says_the_advice_mode_the_arrows_change_and_a_back():
    # a fresh review: only Jacks or Better and Deuces Wild had room for the line saying
    # A:OFF/COACH/TRAINER; on the three bonus machines the coach could not be found; review
    # 49: nothing said how to go back; review 88: A changed the mode, unwarned, so the
    # arrows change it, their value between < > as Settings', and A goes back: in the
    # glass's width with a dark column each side; a change said over the wins whole rows
    for table in tables():
        for mode, word in enumerate(("COACH OFF", "COACH ON", "TRAINER ON")):
            for changed in (False, True):
                gfx = _Recorder()
                view.draw_paytable(gfx, table, 5, mode, changed)
                texts = [t[0] for t in gfx.texts]
                assert "BET 5" in texts, (table.key, texts)
                assert "<%s>" % word in texts and PAY_BAR in texts, (table.key, texts)
                bar = [t for t in gfx.texts if t[0] == PAY_BAR][0]
                assert bar[2] == view.HINT_Y and bar[1] >= 1 and bar[1] + bar[3] <= 126
                said = [t for t in gfx.texts if t[0] == word]
                assert len(said) == changed, (table.key, texts)
                if changed:   # lit across, dark rows kept round it: over rows 3 and 4
                    x, y, w, h = view.PAY_NOTE_BOX
                    assert (y - 1 - view.PAY_Y) % 8 == 7 and h == 15 and w == 127
                    assert [gfx.lit(0, r) for r in range(y - 1, y + h + 1)] == \
                        [0] + [1] * h + [0]
                    assert said[0][2] == y + 4


def test_the_pay_tables_names_read_as_hands_not_as_cards():
    # a fresh review: "4 2S" read as four 2 of spades, "AAAA+K" and "4 2-4+K" as a king
    # kicker; a plural is a small s now (FOUR 2s), a kicker its ranks (A+2-4: four aces
    # and a 2, 3 or 4)
    for table in tables():
        for line in range(1, table.lines):
            short = table.short[line]
            assert "+K" not in short and "AAAA" not in short, (table.key, short)
            for i in range(1, len(short)):
                assert not (short[i] == "S" and short[i - 1] in "23456789"), short
    names = {t.key: t.short for t in tables()}
    assert "4 2s" in names["deuces"] and "4 ACES" in names["bonus"]
    # the four's ranks, then the kicker's: A+2-4 (four aces and a 2, 3 or 4), 2-4+A-4
    assert "A+2-4" in names["double_double"] and "2-4+A-4" in names["double_double"]


def test_paid_stands_between_cr_and_bet_only_where_a_space_keeps_it_off_each():
    gfx = _Recorder()
    view.draw_top(gfx, 105, 5, 0, 10)   # a win taken: in CR, PAID says what it was
    (cr, x0, _, w0), (bet, x1, _, _), (paid, x, _, w) = gfx.texts
    assert (cr, bet, paid) == ("CR 105", "BET 5", "PAID 10")
    assert x >= x0 + w0 + 6 and x + w + 6 <= x1
    gfx = _Recorder()
    view.draw_top(gfx, 95, 5, 10)   # offered: WIN, never PAID beside it
    assert [t[0] for t in gfx.texts] == ["CR 95", "BET 5", "WIN 10"]
    gfx = _Recorder()   # a royal taken with thousands: CR 8100 PAID 4000 BET 5 would touch
    view.draw_top(gfx, 8100, 5, 0, 4000)
    assert [t[0] for t in gfx.texts] == ["CR 8100", "BET 5"]


def test_a_double_ups_stake_stands_off_cr_and_bet_gives_way_where_it_would_meet_it():
    # review 90: CR 100 WIN 5 in the double-up read as the 5 banked: CR without it, STAKE 5
    gfx = _Recorder()
    view.draw_top(gfx, 95, 5, 0, 0, 5)
    assert [t[0] for t in gfx.texts] == ["CR 95", "STAKE 5", "BET 5"]
    (_, x0, _, w0), (_, x, _, w), (_, x1, _, _) = gfx.texts
    assert x >= x0 + w0 + 6 and x + w + 6 <= x1
    gfx = _Recorder()   # CR 1000 STAKE 125 centred would meet CR, then BET: BET goes
    view.draw_top(gfx, 1000, 5, 0, 0, 125)
    (cr, x0, _, w0), (stake, x, _, w) = gfx.texts
    assert (cr, stake) == ("CR 1000", "STAKE 125") and x == x0 + w0 + 6 and x + w <= 126


def test_the_machines_tag_stands_between_cr_and_bet_where_it_fits_and_nothing_else_does():
    # review 93: once dealt nothing named the machine; in Deuces Wild, nothing said 2s wild
    for table in tables():
        for credits in (5, 100, 999):
            gfx = _Recorder()
            view.draw_top(gfx, credits, MAX_BET, 0, 0, 0, table.tag)
            (_, x0, _, w0), (_, x1, _, _), (tag, x, _, w) = gfx.texts
            assert tag == table.tag and x >= x0 + w0 + 6 and x + w + 6 <= x1
    assert "WILD" in tables()[-1].tag
    gfx = _Recorder()   # CR 99999 2X BONUS BET 5 would touch: the tag goes
    view.draw_top(gfx, 99999, 5, 0, 0, 0, "2X BONUS")
    assert [t[0] for t in gfx.texts] == ["CR 99999", "BET 5"]
    for top in ((95, 5, 10), (105, 5, 0, 10), (95, 5, 0, 0, 5)):   # WIN, PAID, STAKE stand
        gfx = _Recorder()
        view.draw_top(gfx, *(top + (0,) * (5 - len(top)) + ("JACKS",)))
        assert "JACKS" not in [t[0] for t in gfx.texts]


def _tab_edges(gfx, y):
    """The tabs' columns, [(first column, last column)...], from the lit runs of their top
    row, whose corners are dark (review 51: a notch where two tabs meet): each run a column
    wider each side."""
    runs, start = [], None
    for x in range(128):
        if gfx.lit(x, y) and start is None:
            start = x
        elif not gfx.lit(x, y) and start is not None:
            runs.append((start - 1, x))
            start = None
    return runs + ([(start - 1, 128)] if start is not None else [])


def test_held_tabs_side_by_side_stand_apart_as_their_cards():
    # review 51: HELDHELD read as one white block at true size; review 81: with a notch
    # at the tabs' corners and a dark column between them, HELDHELDHELDHELD still read as
    # one word. HLD's tabs end on their cards' edges, 4 dark columns apart on every row,
    # a lit column at least each side of every word
    assert view.HELD == "HLD"
    gfx = _Recorder()
    view.draw_holds(gfx, 0b11111)
    y = view.HELD_Y
    runs = _tab_edges(gfx, y)
    edges = [(view.card_x(i), view.card_x(i) + view.CARD_W - 1) for i in range(5)]
    assert runs == [(0, edges[0][1])] + edges[1:]   # (the first from the glass's edge)
    for (left, right), (_, x, _, w) in zip(runs, gfx.texts):
        assert left < x and x + w <= right
    for (_, right), (left, _) in zip(runs, runs[1:]):
        assert left - right == 5 and not any(gfx.lit(c, row) for c in range(right + 1, left)
                                             for row in range(y, y + 9))


def test_held_tabs_keep_off_column_127_and_apart_with_a_lit_edge_where_they_can():
    # a fresh review at true size: the fifth card's HELD lit column 127, and the first
    # card's H stood on the glass's left edge (its stem dark against the dark bezel)
    y = view.HELD_Y
    for mask in range(1, 32):
        gfx = _Recorder()
        view.draw_holds(gfx, mask)
        runs = _tab_edges(gfx, y)
        assert len(runs) == bin(mask).count("1") and runs[-1][1] <= 126, (mask, runs)
        for (left, right), (_, x, _, w) in zip(runs, gfx.texts):
            assert left <= max(0, x - 1) and right >= min(126, x + w)   # the word in its tab
            # a lit column outside the word, but where an edge card's neighbour has a
            # tab too (five need 129 columns): the last word then ends on the glass's
            # edge; the first only where all five have tabs (reviews 61, 62: its H on
            # column 0 read as cut where two did)
            assert x > 0 and left < x or mask == 31, (mask, runs)
            assert x + w < 127 or mask & 8, (mask, runs)
        # a dark column between neighbours' tabs
        assert all(b[0] - a[1] >= 2 for a, b in zip(runs, runs[1:])), (mask, runs)


def test_a_held_tab_is_centred_on_its_card_where_the_glass_lets_it():
    # review 36: the hint's HELD tabs sat 2 columns out on the left, 1 on the right of their
    # cards (the next card's on the left read as held); 2 out each side now, but where a
    # neighbour's tab needs the dark column between, or at the glass's edges
    for i in (1, 2, 3):
        gfx = _Recorder()
        view.draw_holds(gfx, 1 << i)
        x = view.card_x(i)
        assert _tab_edges(gfx, view.HELD_Y) == [(x - 2, x + view.CARD_W + 1)], i
    gfx = _Recorder()
    view.draw_holds(gfx, 0b00110)   # the second's tab ends on its card's edge, by the third's
    x = view.card_x(1)
    assert _tab_edges(gfx, view.HELD_Y)[0] == (x - 2, x + view.CARD_W - 1)


def test_the_pay_tables_figures_stand_three_dark_columns_off_the_rule():
    # reviews 27-30 at true size: at 5 coins the left column's figures stood two dark
    # columns from the rule (ROYAL 4000|); three each side now, on every machine at every
    # bet, the right column's figures off column 127 too
    for table in tables():
        for bet in range(1, MAX_BET + 1):
            gfx = _Recorder()
            view.draw_paytable(gfx, table, bet, 0)
            rule = rule_column(gfx.lit)
            rows = (len(view.pay_rows(table)) + 1) // 2
            for y in range(view.PAY_Y, view.PAY_Y + 8 * rows - 1):
                near = [gfx.lit(x, y) for x in range(rule - 3, rule + 4)]
                assert near == [0, 0, 0, 1, 0, 0, 0], (table.key, bet, y)
                assert not gfx.lit(127, y)


def test_the_stats_page_names_its_machine():
    # reviews 27-30: the pay table's stats page said STATS, not whose: the machine's name
    # as the launcher's Stats page has it (its level), else the glass's without its pays
    names = {"jacks": "STATS: JACKS/BETTER", "bonus": "STATS: BONUS POKER",
             "double_bonus": "STATS: DOUBLE BONUS", "double_double": "STATS: DBL DBL BONUS",
             "deuces": "STATS: DEUCES WILD"}
    for table in tables():
        gfx = _Recorder()
        view.draw_stats(gfx, table, 100, {"bet": 0, "won": 0, "best": 0, "hands": 0,
                                         "refills": 0})
        title = gfx.texts[0]
        assert title[:3] == (names[table.key], 1, 0) and title[3] <= 126 - 1, title


def stats_said(credits, bet, won, best, hands):
    """The lines the first machine's stats page writes for these figures."""
    gfx = _Recorder()
    view.draw_stats(gfx, tables()[0], credits, {"bet": bet, "won": won, "best": best,
                                                "hands": hands, "refills": 0})
    return [t[0] for t in gfx.texts]


def test_the_stats_page_says_in_words_what_has_no_figure_yet():
    # review 63: PAID BACK - and BEST - before any hand, bare dashes
    said = stats_said(100, 0, 0, 0, 0)
    assert "NO BETS YET" in said and "NO WINS YET" in said
    assert not any(line.endswith("-") for line in said), said


def test_the_stats_page_says_paid_for_coins_as_won_counts_hands_on_the_launchers():
    # review 33: BET 30 WON 10 (coins) beside the launcher's HANDS 6, WON 1 (hands), which
    # the help says keeps the same figures: PAID, as PAID BACK and the table's PAID say
    said = stats_said(95, 30, 10, 2, 6)
    assert "BET 30 PAID 10" in said and "PAID BACK 33.3%" in said
    assert not any("WON" in line for line in said), said


def test_the_stats_session_and_new_game_pages_keep_a_dark_column_off_the_glasss_edge():
    # reviews 60, 62: PERFECT HOLDS 104.0% stood on column 0, as every line of these pages
    from firmware.games.poker.mistakes import KINDS
    pages = (lambda gfx: view.draw_stats(gfx, tables()[0], 95, {
                 "bet": 30, "won": 10, "best": 2, "hands": 6, "refills": 0}),
             lambda gfx: view.draw_session(gfx, [6, 30, 31200, 31200] + [1] * len(KINDS),
                                           KINDS),
             lambda gfx: view.draw_ask(gfx, 95, 5))
    for draw in pages:
        gfx = _Recorder()
        draw(gfx)
        body = [t for t in gfx.texts if view.PAY_Y <= t[2] < view.HINT_Y]
        assert len(body) >= 3 and all(x == view.PAY_EDGE for _, x, _, _ in body), body
        assert all(x + w <= 127 for _, x, _, w in body), body
        assert any(t[0] == "PERFECT HOLDS 104.0%" for t in body) or draw is not pages[1]


def test_the_coachs_best_hold_marks_its_suits_as_the_small_cards_do():
    # review 51: at true size the 5x5 club and spade read alike (the large pip alone told
    # them apart); the coach's line marks each suit with the small cards' 7x5, a ten in 7
    # columns, so five cards with three tens end clear of the glass's edge
    from firmware.games.poker.cards import parse_all
    from firmware.ui import fontdata
    from firmware.ui.gfx import SUITS, TEN_W
    gfx = _Recorder()
    dealt = parse_all(["TC", "TS", "TD", "9C", "9S"])
    view.draw_coach(gfx, dealt, 0b11111, 0)
    x = gfx.text_width("BEST:", SMALL) + 5
    for card in ("TC", "TS", "TD", "9C", "9S"):
        x += (TEN_W if card[0] == "T" else 5) + 1
        i = SUITS.index(card[1])
        for col, bits in enumerate(fontdata.SUIT_CARD[i * 7:i * 7 + 7]):
            for row in range(5):
                assert gfx.lit(x + col, view.MARK_Y + 1 + row) == bits >> row & 1, card
        x += view.SUIT_W + 4
    assert x - 4 <= 126 and not any(gfx.lit(c, view.MARK_Y + 3) for c in range(x - 4, 128))


def test_the_trainers_cost_names_its_unit_alone_on_its_line_b_back_on_the_top_line():
    """The stop's COST is credits at the bet, CR as the top line (reviews 67-70: COST 0.60
    had no unit), centred alone on its line (review 87: COST 1.36 CR and B:BACK shared it,
    cramped); B:BACK at the top line's right, a dark column off the edge, a space clear of
    CR and BET at its left, 5-digit credits too."""
    assert view.cost_text(0.6) == "COST 0.60 CR" and view.cost_text(0.001) == "COST <0.01 CR"
    class Canvas(_Canvas):   # the stop draws its cards' edges too: the display's lines
        def rect(self, *args):
            pass
        hline = vline = rect

    for credits, cost in ((95, 0.001), (95, 0.6), (99999, 99.99), (95, 3998.3), (0, 4000.0)):
        gfx = _Recorder()
        gfx.display = Canvas()
        view.draw_stop(gfx, credits, 5, list(range(5)), 0b11, 0b111, cost, 1)
        line = [t for t in gfx.texts if t[2] == view.STOP_COST_Y]
        assert len(line) == 1 and line[0][0] == view.cost_text(cost), line
        assert line[0][1] == (128 - line[0][3]) // 2, line   # (gfx.center)
        top = [t for t in gfx.texts if t[2] == 0]
        assert [t[0] for t in top] == ["CR %d BET 5" % credits, "B:BACK"], top
        assert top[0][1] == 0 and top[0][3] + 6 <= top[1][1], top   # a space between
        assert top[1][1] + top[1][3] == view.WIDTH - 2, top



def test_a_wild_card_shows_a_bold_w_in_its_big_suits_place_only_on_a_wild_machine():
    # review 95: in Deuces Wild nothing on a 2 said it was wild (the top line's 2s WILD
    # alone); its suit never counts, so a W in the large suit's place, in the card's colours
    from firmware.games.poker.cards import card, name
    from firmware.games.poker.wild import WILD_RANK
    from firmware.ui.gfx import LARGE
    from sim.board import SimBoard
    from tests.screen import glyph_rows
    cards = [card(WILD_RANK, suit) for suit in range(4)] + [card(WILD_RANK + 1, 0)]
    w = glyph_rows("W", LARGE)
    for wild in (WILD_RANK, -1):
        gfx = Gfx(SimBoard().display)
        view.draw_cards(gfx, cards, 0, wild=wild)
        for i, c in enumerate(cards):
            x0, y0 = view.card_x(i) + view.WILD_X, view.CARD_Y + view.WILD_Y
            lit = 0 if name(c)[1] in "DH" else 1   # a red card lit, its marks dark
            shown = all(gfx.display.pixel(x0 + x, y0 + y) == (lit if w[y][x] else 1 - lit)
                        for y in range(len(w)) for x in range(len(w[0])))
            assert shown == (wild == WILD_RANK and c >> 2 == WILD_RANK), (wild, i)
            # inside the card's edge, clear of its small suit (a dark column or more)
            assert view.WILD_X + len(w[0]) < view.CARD_W - 1 and view.WILD_X > 2 + 5 + 1
