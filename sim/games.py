"""The games as the tools and tests see them: firmware.games.GAMES and what each game's
folder declares for them in its tooling.py (firmware/games/README.md, "Tooling"). Nothing
outside a game's folder names a game: the arena, gallery, fuzzer, soak and the browser
page's test and bench all read their lists here. Runs on CPython and MicroPython."""
from firmware import games as registry   # registry.GAMES read at each call: the one line


def names():
    return [g[0] for g in registry.GAMES]


def tooling(name):
    """The game's tooling module (ImportError for a game without one)."""
    return __import__("firmware.games.%s.tooling" % name, None, None, ["tooling"])


def to_row(name):
    """Keys from the launcher (cursor on the first game) to the game's row: past six lines
    the games come in pages above Settings and Stats (firmware/ui/paged_menu.py)."""
    from firmware.app import LAUNCHER_FOOTER   # the app's, not the arena's, heap
    from firmware.ui.menu import ROWS
    page, row = divmod(names().index(name), ROWS - LAUNCHER_FOOTER)
    return " ".join(["RIGHT"] * page + ["DOWN"] * row)


def to_title_card(name):
    """Keys from the launcher (cursor on the first game) to the game's title card, then
    the card is looked at as a person does (sim.keys.paced's 0.6 s: a press sooner is
    refused, GUARD_MS, and so is one keeping a mash's beat with the A that opened it)."""
    return _join(to_row(name), "A wait:600")


def back_to_first(name):
    """Keys from the game's row of the launcher back to the first game's."""
    moves = {"RIGHT": "LEFT", "DOWN": "UP"}   # RIGHT a page, DOWN a row
    return " ".join(moves[k] for k in to_row(name).split())


def _join(*parts):
    return " ".join(p for p in parts if p)


def new_game(name):
    """From the launcher: the game's title card, then into a new game."""
    return _join(to_title_card(name), tooling(name).NEW_GAME)


def page_start(name):
    """From the launcher: a new game and its first move (the browser page's test)."""
    return _join(new_game(name), tooling(name).FIRST_MOVE)


def bench_plays(name):
    """[(label, keys from the launcher into a new game, keys repeated to play it)] for
    bench.web: one for each computer level the game's BENCH_LEVELS names, else one."""
    kit = tooling(name)
    levels = getattr(kit, "BENCH_LEVELS", ((None, kit.NEW_GAME),))
    return [(_join(name, level), _join(to_title_card(name), keys), kit.PLAYING)
            for level, keys in levels]


def shots():
    """Every game's gallery shots: (name, seed, game or None, keys), as sim.gallery plays
    them. A shot from the title card is played from the launcher (game None)."""
    found = []
    for name in names():
        kit = tooling(name)
        for shot, seed, keys in kit.SHOTS:
            found.append(("%s-%s" % (name, shot), seed, name, keys))
        for shot, seed, keys in getattr(kit, "TITLE_SHOTS", ()):
            found.append(("%s-%s" % (name, shot), seed, None, _join(to_title_card(name), keys)))
    return found


def soak_series():
    """(game, players) of the soak's computer series: each game's first series, then the
    others (bench/_soak_mp.py)."""
    firsts = []
    rest = []
    for name in names():
        series = tooling(name).SOAK
        firsts.append((name, series[0]))
        rest.extend((name, players) for players in series[1:])
    return firsts + rest
