/* Perfect Connect Four solver for the HOST only (tests and bench/connect4.py compile it with
 * gcc): bitboards, negamax with alpha-beta, a transposition table, threat-based move ordering
 * and null-window iterative narrowing of the score, after Pascal Pons' well-known solver.
 *
 * Reads one position per line on stdin as move digits 1-7 (the test-set notation):
 *   "MOVES"  prints the exact score for the side to move (22 - winner's stones when it wins);
 *   "?MOVES" prints the score of each of the 7 moves ("x" for a full column), so a caller can
 *            judge a move or pick among the best ones;
 *   "invalid" for an illegal or already won position.
 * Score convention: positive = side to move wins; 0 = draw.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W 7
#define H 6
#define MIN_SCORE (-(W * H) / 2 + 3)
#define MAX_SCORE ((W * H + 1) / 2 - 3)

typedef uint64_t bb;

static const bb BOTTOM = 0x0040810204081ULL; /* bit 0 of every column (7 bits per column) */
static const bb BOARD = 0x0040810204081ULL * ((1ULL << H) - 1);

typedef struct { bb cur, mask; int moves; } Pos;

static bb top_mask(int c) { return (1ULL << (H - 1)) << (c * (H + 1)); }
static bb bottom_mask(int c) { return 1ULL << (c * (H + 1)); }
static bb column_mask(int c) { return ((1ULL << H) - 1) << (c * (H + 1)); }
static int can_play(const Pos *p, int c) { return (p->mask & top_mask(c)) == 0; }
static bb key(const Pos *p) { return p->cur + p->mask; }

static void play_bits(Pos *p, bb move) {
    p->cur ^= p->mask;
    p->mask |= move;
    p->moves++;
}
static void play_col(Pos *p, int c) { play_bits(p, (p->mask + bottom_mask(c)) & column_mask(c)); }

static bb winning_cells(bb pos, bb mask) {
    bb r = (pos << 1) & (pos << 2) & (pos << 3); /* vertical */
    bb pp;
    /* horizontal */
    pp = (pos << (H + 1)) & (pos << 2 * (H + 1));
    r |= pp & (pos << 3 * (H + 1));
    r |= pp & (pos >> (H + 1));
    pp = (pos >> (H + 1)) & (pos >> 2 * (H + 1));
    r |= pp & (pos << (H + 1));
    r |= pp & (pos >> 3 * (H + 1));
    /* diagonal 1 */
    pp = (pos << H) & (pos << 2 * H);
    r |= pp & (pos << 3 * H);
    r |= pp & (pos >> H);
    pp = (pos >> H) & (pos >> 2 * H);
    r |= pp & (pos << H);
    r |= pp & (pos >> 3 * H);
    /* diagonal 2 */
    pp = (pos << (H + 2)) & (pos << 2 * (H + 2));
    r |= pp & (pos << 3 * (H + 2));
    r |= pp & (pos >> (H + 2));
    pp = (pos >> (H + 2)) & (pos >> 2 * (H + 2));
    r |= pp & (pos << (H + 2));
    r |= pp & (pos >> 3 * (H + 2));
    return r & (BOARD ^ mask);
}

static bb possible(const Pos *p) { return (p->mask + BOTTOM) & BOARD; }
static bb my_wins(const Pos *p) { return winning_cells(p->cur, p->mask); }
static bb opp_wins(const Pos *p) { return winning_cells(p->cur ^ p->mask, p->mask); }
static int can_win_next(const Pos *p) { return (my_wins(p) & possible(p)) != 0; }

static bb non_losing(const Pos *p) {
    bb poss = possible(p), opp = opp_wins(p), forced = poss & opp;
    if (forced) {
        if (forced & (forced - 1)) return 0; /* two immediate threats: lost */
        poss = forced;
    }
    return poss & ~(opp >> 1); /* never play right under an opponent's winning cell */
}

static int popcount(bb m) { return __builtin_popcountll(m); }
static int move_score(const Pos *p, bb move) { return popcount(winning_cells(p->cur | move, p->mask)); }

/* transposition table: upper bounds (or lower bounds, offset) keyed by position */
#define TT_SIZE 8388593 /* prime */
static uint32_t *tt_key;
static int8_t *tt_val;
static void tt_put(bb k, int v) { unsigned i = k % TT_SIZE; tt_key[i] = (uint32_t)k; tt_val[i] = (int8_t)v; }
static int tt_get(bb k) { unsigned i = k % TT_SIZE; return tt_key[i] == (uint32_t)k ? tt_val[i] : 0; }

static const int ORDER[W] = {3, 2, 4, 1, 5, 0, 6};
static unsigned long long nodes;

static int negamax(const Pos *p, int alpha, int beta) {
    nodes++;
    bb next = non_losing(p);
    if (!next) return -(W * H - p->moves) / 2;
    if (p->moves >= W * H - 2) return 0;
    int min = -(W * H - 2 - p->moves) / 2;
    if (alpha < min) { alpha = min; if (alpha >= beta) return alpha; }
    int max = (W * H - 1 - p->moves) / 2;
    int v = tt_get(key(p));
    if (v) {
        if (v > MAX_SCORE - MIN_SCORE + 1) { /* lower bound */
            min = v + 2 * MIN_SCORE - MAX_SCORE - 2;
            if (alpha < min) { alpha = min; if (alpha >= beta) return alpha; }
        } else {
            max = v + MIN_SCORE - 1;
        }
    }
    if (beta > max) { beta = max; if (alpha >= beta) return beta; }
    bb moves[W];
    int scores[W], n = 0;
    for (int i = W - 1; i >= 0; i--) { /* insertion sort, stable on the center-first order */
        bb m = next & column_mask(ORDER[i]);
        if (!m) continue;
        int s = move_score(p, m), j = n++;
        for (; j > 0 && scores[j - 1] > s; j--) { moves[j] = moves[j - 1]; scores[j] = scores[j - 1]; }
        moves[j] = m; scores[j] = s;
    }
    for (int i = n - 1; i >= 0; i--) {
        Pos q = *p;
        play_bits(&q, moves[i]);
        int s = -negamax(&q, -beta, -alpha);
        if (s >= beta) { tt_put(key(p), s + MAX_SCORE - 2 * MIN_SCORE + 2); return s; }
        if (s > alpha) alpha = s;
    }
    tt_put(key(p), alpha - MIN_SCORE + 1);
    return alpha;
}

static int solve(const Pos *p) {
    if (can_win_next(p)) return (W * H + 1 - p->moves) / 2;
    int min = -(W * H - p->moves) / 2, max = (W * H + 1 - p->moves) / 2;
    while (min < max) {
        int med = min + (max - min) / 2;
        if (med <= 0 && min / 2 < med) med = min / 2;
        else if (med >= 0 && max / 2 > med) med = max / 2;
        int r = negamax(p, med, med + 1);
        if (r <= med) max = r; else min = r;
    }
    return min;
}

static int parse(const char *s, Pos *p) {
    memset(p, 0, sizeof *p);
    for (; *s >= '1' && *s <= '7'; s++) {
        int c = *s - '1';
        if (!can_play(p, c)) return -1;
        bb m = (p->mask + bottom_mask(c)) & column_mask(c);
        if (winning_cells(p->cur, p->mask) & m) return -1; /* game already won */
        play_col(p, c);
    }
    return 0;
}

int main(void) {
    tt_key = calloc(TT_SIZE, sizeof *tt_key);
    tt_val = calloc(TT_SIZE, sizeof *tt_val);
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        Pos p;
        int analyze = line[0] == '?';
        if (parse(line + analyze, &p) < 0) { printf("invalid\n"); fflush(stdout); continue; }
        if (!analyze) {
            printf("%d\n", solve(&p));
        } else {
            for (int c = 0; c < W; c++) {
                if (!can_play(&p, c)) { printf(c ? " x" : "x"); continue; }
                bb m = (p.mask + bottom_mask(c)) & column_mask(c);
                int s;
                if (winning_cells(p.cur, p.mask) & m) s = (W * H + 1 - p.moves) / 2;
                else if (p.moves + 1 == W * H) s = 0;
                else { Pos q = p; play_col(&q, c); s = -solve(&q); }
                printf(c ? " %d" : "%d", s);
            }
            printf("\n");
        }
        fflush(stdout);
    }
    return 0;
}
