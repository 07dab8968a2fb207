# runs-on: micropython
"""Computer players: immediate wins, blocks, no missed win or necessary block within 4 plies
(checked by brute force on test-set positions), randomness, determinism, levels."""
from array import array

from firmware.games.connect4 import ai, book
from firmware.games.connect4.engine import Game, from_digits
from hal.rng import Rng
from tests.util import data_path, raises

DATA = data_path("connect4") + "/"


def wins_within(game, plies):
    """Can the side to move force a win within plies (odd) plies?"""
    me = game.to_move()
    if game.winning_columns(me):
        return True
    if plies < 3:
        return False
    for col in game.legal_moves():
        game.drop(col)
        lost = not game.over() and loses_within(game, plies - 1)
        game.take_back()
        if lost:
            return True
    return False


def loses_within(game, plies):
    """Does the side to move lose within plies (even) plies whatever it plays?"""
    if game.winning_columns(game.to_move()):
        return False
    for col in game.legal_moves():
        game.drop(col)
        escaped = game.over() or not wins_within(game, plies - 1)
        game.take_back()
        if escaped:
            return False
    return True


def sample_positions(name, step):
    found = []
    with open(DATA + name) as f:
        for i, line in enumerate(f):
            if i % step == 0:
                found.append("".join(str(int(ch) - 1) for ch in line.split()[0]))
    return found


class ShallowStack:
    """A search whose C stack holds only `room` nested negamax calls, as the Pico's ran out
    at a 9-stone position (RuntimeError: maximum recursion depth exceeded)."""

    def __init__(self, room):
        from firmware.games.connect4.search import Search

        class Shallow(Search):
            nest = 0

            def negamax(self, depth, alpha, beta):
                self.nest += 1
                try:
                    if self.nest > room:
                        raise RuntimeError("maximum recursion depth exceeded")
                    return Search.negamax(self, depth, alpha, beta)
                finally:
                    self.nest -= 1
        self.search = Shallow()


def test_a_search_out_of_the_devices_stack_plays_its_last_completed_depth():
    moves = [3, 2, 3, 3, 4, 3, 4, 6, 5]   # the position that stopped the game on the Pico
    search = ShallowStack(6).search
    col = search.choose(moves, Rng(3098366625), ai.HARD_NODES, 42)
    game = from_digits("".join(str(c) for c in moves))
    assert game.can_drop(col) and 1 <= search.depth_done <= 6 and search.n == len(moves)


def test_unknown_player_is_refused():
    raises(ValueError, ai.new_player, "grandmaster", Rng(1))


def test_every_level_plays_a_legal_column():
    for name in ai.LEVELS:
        player = ai.new_player(name, Rng(3))
        game = from_digits("000000")
        for _ in range(8):
            col = player(game)
            assert game.can_drop(col)
            game.drop(col)


def test_search_players_take_an_immediate_win_over_a_block():
    # player 1: three in column 3; player 2 three in column 4 -- player 1 must win, not block
    for name in ("easy", "medium", "hard"):
        game = from_digits("343434")
        assert ai.new_player(name, Rng(5))(game) == 3


def test_medium_and_hard_block_a_single_threat():
    # player 1 holds the bottom of columns 3, 4, 5; column 6 is player 2's: only 2 saves
    for name in ("medium", "hard"):
        for seed in range(4):
            assert ai.new_player(name, Rng(seed))(from_digits("36465")) == 2


def keeps_short_results(game, col):
    """Does col keep what brute force sees within 4 plies: a win within 3 plies stays one,
    a position not lost within 4 plies stays so? (game is left as it was)"""
    quick_win = wins_within(game, 3)
    saveable = not loses_within(game, 4)
    me = game.to_move()
    game.drop(col)
    if game.over():
        ok = game.result == me
    else:
        ok = ((not quick_win or loses_within(game, 2))
              and (not saveable or not wins_within(game, 3)))
    game.take_back()
    return ok


def test_hard_never_misses_a_win_or_a_necessary_block_within_four_plies():
    hard = ai.new_player("hard", Rng(11))
    for digits in (sample_positions("end_29-38_stones.txt", 6)
                   + sample_positions("middle_18-28_stones.txt", 6)):
        game = from_digits(digits)
        assert keeps_short_results(game, hard(game)), digits


def test_seeded_players_replay_identically():
    def record(seed):
        players = [ai.new_player("hard", Rng(seed)), ai.new_player("medium", Rng(seed + 1))]
        game = Game()
        while not game.over():
            game.drop(players[game.to_move() - 1](game))
        return game.moves
    assert record(4) == record(4)


def test_hard_moving_first_varies_its_games_and_keeps_short_results():
    # the same opponent each game (seeded alike): only hard's draws among its near-best moves
    # make the games differ; a line and its mirror image count as one (exact ties between
    # mirror moves vary the games even with no margin); the opening book holds one winning
    # move per position, so the games differ from where they leave it (up to 18 stones)
    openings = []
    for seed in range(8):
        hard = ai.new_player("hard", Rng(seed))
        other = ai.new_player("medium", Rng(100))
        game = Game()
        while len(game.moves) < 30 and not game.over():
            if game.to_move() == 1:
                col = hard(game)
                assert keeps_short_results(game, col), game.moves
            else:
                col = other(game)
            game.drop(col)
        line = min(game.moves, [6 - c for c in game.moves])
        if line not in openings:
            openings.append(line)
    assert len(openings) >= 5, openings


def deep_book_positions(count):
    """count positions of the book past the hard player's part, spread over the file, each
    as moves that reach it (any order of each player's stones does: no four is on the board,
    so none is made on the way). Records are read one at a time (a device-sized heap)."""
    deep = array("H")   # ~1,150 indices: a list of them wants one 9 KB block on a 64-bit heap
    with open(book.BOOK_PATH, "rb") as f:
        records = f.seek(0, 2) // book.RECORD
        for i in range(records):
            f.seek(i * book.RECORD)
            key = f.read(book.RECORD - 1)
            if sum(len(stack(code)) for code in key) > ai.HARD_BOOK_STONES:
                deep.append(i)
        found = []
        step = max(1, len(deep) // count)
        for i in [deep[j] for j in range(0, len(deep), step)][:count]:
            f.seek(i * book.RECORD)
            found.append(play_order([stack(code) for code in f.read(book.RECORD - 1)],
                                    [0] * 7, 0))
    return found


def stack(code):
    """A column's stones, bottom up (1: the second player's), from its key byte: the stones
    as bits, the bottom one first, under a leading 1."""
    height = 0
    while code >> (height + 1):
        height += 1
    return [(code >> (height - 1 - row)) & 1 for row in range(height)]


def play_order(stacks, played, player):
    """Moves placing each column's stones (0: the first player's) bottom up, players taking
    turns from player on; None if there is no such order."""
    if all(played[c] == len(stacks[c]) for c in range(7)):
        return []
    for c in range(7):
        if played[c] < len(stacks[c]) and stacks[c][played[c]] == player:
            played[c] += 1
            rest = play_order(stacks, played, 1 - player)
            played[c] -= 1
            if rest is not None:
                return [c] + rest
    return None


def book_positions(limit):
    """Up to limit book positions (move lists), reached from the empty board by book moves and
    every reply, shallowest first."""
    found = []
    todo = [[]]
    while todo and len(found) < limit:
        moves = todo.pop(0)
        cols = book.moves_for(moves)
        if not cols:
            continue
        found.append(moves)
        for col in cols:
            game = Game()
            for c in moves + [col]:
                game.drop(c)
            if not game.over():
                todo += [moves + [col, reply] for reply in game.legal_moves()]
    return found


def test_hard_plays_its_book_moves_while_the_position_is_in_the_book():
    assert book.moves_for([]) == [3]
    assert book.moves_for([3, 3]) == [3]   # 2 and 4 lose, though the search scores them alike
    assert book.moves_for([0, 0]) == []    # hard never opens at the edge
    positions = book_positions(60)
    assert len(positions) == 60 and len(positions[-1]) >= 6
    for moves in positions:
        cols = book.moves_for(moves)
        game = Game()
        for col in moves:
            game.drop(col)
        for seed in range(4):
            assert ai.new_player("hard", Rng(seed))(game) in cols, (moves, cols)


def test_perfect_plays_the_book_and_hard_only_its_own_part_of_it():
    deep = deep_book_positions(6)
    assert len(deep) == 6   # the perfect player's entries past the hard player's 18 stones
    for moves in deep:
        game = from_digits("".join(str(c) for c in moves))
        for seed in range(2):
            assert ai.new_player("perfect", Rng(seed))(game) in book.moves_for(moves)
            # hard searches there, as it did before the book grew
            hard = ai.new_player("hard", Rng(seed))(game)
            searched = ai.shared_search().choose(moves, Rng(seed), ai.HARD_NODES, 42,
                                                 ai.HARD_MARGIN)
            assert hard == searched, moves


def test_perfect_keeps_the_result_it_proves():
    # every 30th end position: all settled by the exact search, winning moves kept,
    # draws kept, losses as slow as the best defence
    from tests.games.connect4.test_exact import check_decision, positions
    exact = ai.shared_exact()
    for moves, score in positions("end_29-38_stones.txt", 30):
        game = from_digits("".join(str(c) for c in moves))
        perfect = ai.new_player("perfect", Rng(1))
        col = perfect(game)
        assert perfect.how == ai.EXACT and exact.nodes < ai.PERFECT_NODES
        check_decision(exact, moves, score, col)


def test_perfect_chooses_among_the_moves_not_proven_to_lose_when_the_budget_runs_out():
    moves = [ord(ch) - 49 for ch in "2142143774754661511"]   # only column 6 draws
    exact = ai.shared_exact()
    perfect = ai.PerfectPlayer(Rng(1), nodes=600, fallback=300)
    col = perfect(from_digits("".join(str(c) for c in moves)))
    assert perfect.how == ai.SEARCH and exact.nodes <= 601
    assert exact.outcome is None and col in exact.open and len(exact.open) < 7


def test_perfect_spends_under_half_a_second_of_device_work_at_any_stone_count():
    # positions off the book where the exact search runs out (Perfect against Hard), its
    # slowest decisions: the exact search spent, then the hard search; at the emulated Pico's
    # costs a node (ai.py: 35 us exact, 180 us hard search) under 0.5 s, past
    # HARD_BOOK_STONES too (14,000 exact nodes there took 0.62 s)
    exact = ai.shared_exact()
    search = ai.shared_search()
    for digits in ("323332225264", "323332225264561135", "3233322253562655663",
                   "33333111143214422106"):
        perfect = ai.new_player("perfect", Rng(1))
        perfect(from_digits(digits))
        assert perfect.how == ai.SEARCH and exact.outcome is None, digits
        assert exact.nodes * 35 + search.nodes * 180 < 500000, (digits, exact.nodes,
                                                                 search.nodes)


def test_perfect_plays_the_book_where_its_exact_search_leaves_the_win_unfound():
    # on the winning lines past HARD_BOOK_STONES, positions the exact search settled with
    # 14,000 nodes (10,700-13,700) and does not within the device's budget: book.bin must
    # hold them (bench/_connect4_book.py checks every one of the lines)
    exact = ai.shared_exact()
    for digits in ("33333111141414400302", "3141433335555454466666",
                   "311112433334545445566666"):
        moves = [ord(ch) - 48 for ch in digits]
        assert exact.decide(moves, ai.PERFECT_NODES) is None, digits
        perfect = ai.new_player("perfect", Rng(1))
        col = perfect(from_digits(digits))
        assert perfect.how == ai.BOOK and col in book.moves_for(moves), digits


def test_a_mirrored_position_has_the_mirrored_book_moves():
    for moves in book_positions(40):
        cols = book.moves_for(moves)
        assert book.moves_for([6 - c for c in moves]) == sorted(6 - c for c in cols)


def test_hard_and_medium_are_not_predictable():
    # the full center column leaves a mirror-symmetric board: 2 and 4 are equally good, and
    # hard's margin adds the columns it scores within it
    picks = []
    for seed in range(12):
        col = ai.new_player("hard", Rng(seed))(from_digits("333333"))
        if col not in picks:
            picks.append(col)
    assert 2 in picks and 4 in picks
    openings = []
    for seed in range(6):
        medium = ai.new_player("medium", Rng(seed))
        game = Game()
        for _ in range(6):
            game.drop(medium(game))
        if game.moves not in openings:
            openings.append(game.moves)
    assert len(openings) >= 3


def test_levels_are_ordered_by_strength():
    rng = Rng(9)

    def score(strong, weak, games):
        won = 0
        for g in range(games):
            players = [ai.new_player(strong, Rng(rng.next32())),
                       ai.new_player(weak, Rng(rng.next32()))]
            if g & 1:
                players.reverse()
            game = Game()
            while not game.over():
                game.drop(players[game.to_move() - 1](game))
            strong_seat = 1 + (g & 1)
            won += game.result == strong_seat
        return won
    assert score("easy", "random", 6) >= 5
    assert score("hard", "easy", 4) == 4
