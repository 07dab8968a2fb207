# runs-on: micropython, heap 472K: two whole apps on two simulated boards, the link from source
"""Link chosen on a title card over a saved game (firmware/app.py TitleCard): it asks first
(START A LINK?), B keeps the save, A goes on to Host or Join; with nothing saved it asks
nothing, and B in a lobby comes back to Link. (Apart from test_linked_lobby.py: one suite of
both sat at the unix port's heap edge.)"""
from sim.link import BOOT_MS, Linked
from tests.link.linked import A, B, DOWN, PACE_MS, on_glass, press, refused
from tests.toast import refused_ask_in_view


def saved_vs_cpu(linked, i, game):
    """Board i plays game against the computer (New game, Play, a move; Hearts: its hand
    dealt) and quits to the menu: saved. What it saved."""
    from firmware.gamehost import RESUME_VERSION, resume_record
    app = linked.apps[i]
    app.start_game(game, False)
    for _ in range(2):
        linked.run(PACE_MS)
        press(linked, i, A)
    linked.run(PACE_MS)
    app.end_game()
    saved = linked.boards[i].storage.load(resume_record(game), RESUME_VERSION, None)
    assert saved is not None and "link" not in saved, game
    return saved


def choose_link(linked, i, game):
    """Board i opens game's title card from the launcher and chooses Link (paced)."""
    from firmware.app import TitleCard
    from firmware.games import GAMES
    app = linked.apps[i]
    del app.views[1:]
    app.top.menu.index = [g[0] for g in GAMES].index(game)
    linked.run(PACE_MS)
    press(linked, i, A)
    linked.run(PACE_MS)
    card = app.top
    assert isinstance(card, TitleCard)
    while card.items[card.cursor] != "Link":
        press(linked, i, DOWN)
        linked.run(PACE_MS)
    press(linked, i, A)
    linked.run(PACE_MS)
    return card


def test_link_over_a_saved_game_asks_and_b_keeps_it_in_every_linked_game():
    """Link on a title card with a game to resume: a linked game dealt there would take its
    place, so it asks first (A:LINK B:KEEP IT); B keeps it, back on the card with the
    cursor on Link, nothing opened."""
    from firmware.gamehost import RESUME_VERSION, resume_record
    linked = Linked(2, None, 1)
    linked.run(BOOT_MS)
    app, storage = linked.apps[1], linked.boards[1].storage
    for game in ("connect4", "tictactoe", "hearts"):
        saved = saved_vs_cpu(linked, 1, game)
        card = choose_link(linked, 1, game)
        assert on_glass(linked, 1, "START A LINK?") and on_glass(linked, 1, "A:LINK"), game
        assert on_glass(linked, 1, "B:KEEP IT") and on_glass(linked, 1, "(Resume)"), game
        press(linked, 1, B)
        linked.run(PACE_MS)
        assert app.top is card and card.items[card.cursor] == "Link" and app.game is None
        assert storage.load(resume_record(game), RESUME_VERSION, None) == saved, game


def test_link_over_a_saved_game_answered_a_hosts_or_joins_and_the_deal_replaces_it():
    from firmware.gamehost import RESUME_VERSION, resume_record
    linked = Linked(2, None, 1)
    linked.run(BOOT_MS)
    saved_vs_cpu(linked, 1, "connect4")
    choose_link(linked, 1, "connect4")
    assert on_glass(linked, 1, "START A LINK?")
    assert refused(linked, 1, A)   # 0.68 s after Link's A: no pause to read it yet
    assert refused_ask_in_view(linked.boards[1], linked.apps[1], linked.run)   # whole
    linked.run(1200)   # read (views.AskView.look: app.LOOK_MS)
    press(linked, 1, A)   # A:LINK: Host or Join, the question gone from under it
    linked.run(PACE_MS)
    assert on_glass(linked, 1, "Join a game") and len(linked.apps[1].views) == 3
    press(linked, 1, DOWN)
    linked.run(PACE_MS)
    press(linked, 1, A)
    linked.apps[0].start_game("connect4", False, 0)
    linked.run(BOOT_MS)
    record = resume_record("connect4")
    assert "link" not in linked.boards[1].storage.load(record, RESUME_VERSION, None)
    press(linked, 0, A)   # the host deals: the linked game is the joiner's save now
    linked.run(PACE_MS)
    assert linked.boards[1].storage.load(record, RESUME_VERSION, None)["link"] == 1


def test_link_with_nothing_saved_asks_nothing_and_b_in_the_lobby_comes_back_to_link():
    """Leaving a lobby (Host or Join) lands on the title card with the cursor on Link, not
    on New game, where one more A would start a game against the computer."""
    linked = Linked(2, None, 1)
    linked.run(BOOT_MS)
    app = linked.apps[0]
    for role in (0, 1):
        card = choose_link(linked, 0, "connect4")
        assert "Resume" not in card.items and on_glass(linked, 0, "Host a game")
        if role:
            press(linked, 0, DOWN)
            linked.run(PACE_MS)
        press(linked, 0, A)
        linked.run(BOOT_MS)
        assert app.game is not None and on_glass(linked, 0, "B:LEAVE"), role
        press(linked, 0, B)
        linked.run(PACE_MS)
        assert app.game is None and app.top is card and card.items[card.cursor] == "Link"
    card.cursor = card.items.index("New game")   # a game against the computer, left: the
    press(linked, 0, A)                          # card comes back as it always did
    linked.run(PACE_MS)
    press(linked, 0, B)
    linked.run(PACE_MS)
    assert app.top is card and card.cursor == 0
