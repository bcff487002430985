/* Svoi Kozyri's playouts, compiled: the same game `ai.play_out_game_in_python` plays
 * (greedy's rules with a uniformly random legal action now and then), from the same
 * random numbers. The search spends ~90 % of its time in playouts (issue 15 item 8:
 * make the simulations cheaper before raising budgets).
 *
 * Nothing here decides a rule or a policy: every table (who beats what, how many cards
 * a pick-up takes, greedy's laying costs) is built in Python and handed over, and the
 * random numbers are Python's own Mersenne Twister, taken from `random.Random.getstate()`
 * and handed back, drawn exactly as `random()` and `choice()` draw them. The tests hold
 * this driver equal to the Python one and to the State, move for move. Optional: when it
 * is not built, the Python driver plays (same moves, slower). */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

/* ---------------------------------------------------------------- CPython's MT19937 */

#define MT_N 624
#define MT_M 397

typedef struct {
    uint32_t state[MT_N];
    int index;
} Twister;

static uint32_t genrand_uint32(Twister *t)
{
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y;
    uint32_t *mt = t->state;
    if (t->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        t->index = 0;
    }
    y = mt[t->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* random.random() */
static double uniform(Twister *t)
{
    uint32_t a = genrand_uint32(t) >> 5, b = genrand_uint32(t) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

#if defined(_MSC_VER)
#include <intrin.h>
static int bit_length(uint64_t n)
{
    unsigned long top;
    return _BitScanReverse64(&top, n) ? (int)top + 1 : 0;
}
static int popcount(uint64_t n) { return (int)__popcnt64(n); }
#else
static int bit_length(uint64_t n)
{
    return n ? 64 - __builtin_clzll(n) : 0;
}
static int popcount(uint64_t n) { return __builtin_popcountll(n); }
#endif

/* random.choice(seq) with len(seq) == n >= 1: Random._randbelow_with_getrandbits(n). */
static int below(Twister *t, int n)
{
    int k = bit_length((uint64_t)n);
    uint32_t r = genrand_uint32(t) >> (32 - k);
    while (r >= (uint32_t)n)
        r = genrand_uint32(t) >> (32 - k);
    return (int)r;
}

/* random.Random(seed) for an int seed (random_seed + init_by_array in _randommodule.c):
 * the key is abs(seed) in 32-bit words, least significant first. */
static void seed_twister(Twister *t, uint64_t seed)
{
    uint32_t key[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)};
    size_t key_length = seed >> 32 ? 2 : 1;
    uint32_t *mt = t->state;
    mt[0] = 19650218U;
    for (int i = 1; i < MT_N; i++)
        mt[i] = 1812433253U * (mt[i - 1] ^ (mt[i - 1] >> 30)) + (uint32_t)i;
    size_t i = 1, j = 0;
    for (size_t k = MT_N > key_length ? MT_N : key_length; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
        if (j >= key_length)
            j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
    }
    mt[0] = 0x80000000U;
    t->index = MT_N;
}

/* ---------------------------------------------------------------- the tables */

#define MAX_PLAYERS 4
#define SPAN 64          /* card indices are below this (checked on the way in) */
#define SUITS 4
#define MOST_TRUMPS 9    /* a suit's cards: the laying extras' last index */
#define RANK_BITS 6      /* the lay cost's low bits: the lay action's id */

/* Set once by `init()`: greedy's laying table and the constants it is read with. */
static int64_t *lay_table = NULL;
static Py_ssize_t lay_table_size = 0;
static int suit_shift[SUITS];
static int ranks_per_suit = 0;
static uint64_t chunk = 0;
static int card_of_id[1 << RANK_BITS];

/* One search's trumps: per player the tables `ai._trump_tables` builds. */
typedef struct {
    int players;
    uint64_t beaters[MAX_PLAYERS][SPAN];
    uint64_t side_suits[MAX_PLAYERS];
    uint64_t trump_suit[MAX_PLAYERS];
    int pickup_limit[MAX_PLAYERS][SPAN];
    int64_t lay_extras[MAX_PLAYERS][MAX_PLAYERS][MOST_TRUMPS + 1][SUITS];
} Tables;

static const char *TABLES_NAME = "app.games.svoi_kozyri._playout.Tables";

static int read_u64(PyObject *item, uint64_t *out)
{
    unsigned long long v = PyLong_AsUnsignedLongLong(item);
    if (v == (unsigned long long)-1 && PyErr_Occurred())
        return -1;
    *out = (uint64_t)v;
    return 0;
}

static int read_i64(PyObject *item, int64_t *out)
{
    long long v = PyLong_AsLongLong(item);
    if (v == -1 && PyErr_Occurred())
        return -1;
    *out = (int64_t)v;
    return 0;
}

/* A sequence of exactly `n` items (a new reference to a fast sequence), or NULL. */
static PyObject *sized(PyObject *obj, Py_ssize_t n, const char *what)
{
    PyObject *seq = PySequence_Fast(obj, what);
    if (seq && PySequence_Fast_GET_SIZE(seq) != n) {
        PyErr_Format(PyExc_ValueError, "%s: %zd items, expected %zd", what, PySequence_Fast_GET_SIZE(seq), n);
        Py_DECREF(seq);
        return NULL;
    }
    return seq;
}

/* init(lay_table, suit_shift, ranks_per_suit, card_of_id) */
static PyObject *py_init(PyObject *self, PyObject *args)
{
    PyObject *table_obj, *shift_obj, *ids_obj;
    int ranks;
    if (!PyArg_ParseTuple(args, "OOiO", &table_obj, &shift_obj, &ranks, &ids_obj))
        return NULL;
    if (ranks < 1 || ranks > 16) {
        PyErr_SetString(PyExc_ValueError, "ranks_per_suit out of range");
        return NULL;
    }
    PyObject *table = PySequence_Fast(table_obj, "lay_table");
    if (!table)
        return NULL;
    Py_ssize_t size = PySequence_Fast_GET_SIZE(table);
    if (size != (Py_ssize_t)1 << (2 * ranks)) {
        Py_DECREF(table);
        PyErr_SetString(PyExc_ValueError, "lay_table: wrong size");
        return NULL;
    }
    int64_t *copy = PyMem_Malloc(sizeof(int64_t) * size);
    if (!copy) {
        Py_DECREF(table);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        if (read_i64(PySequence_Fast_GET_ITEM(table, i), &copy[i]) < 0) {
            PyMem_Free(copy);
            Py_DECREF(table);
            return NULL;
        }
    }
    Py_DECREF(table);
    PyObject *shift = sized(shift_obj, SUITS, "suit_shift");
    PyObject *ids = shift ? sized(ids_obj, 1 << RANK_BITS, "card_of_id") : NULL;
    int shifts[SUITS], cards[1 << RANK_BITS];
    int ok = ids != NULL;
    for (int s = 0; ok && s < SUITS; s++) {
        shifts[s] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(shift, s));
        ok = !PyErr_Occurred() && shifts[s] >= 0 && shifts[s] + ranks <= SPAN;
    }
    for (int i = 0; ok && i < (1 << RANK_BITS); i++) {
        cards[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(ids, i));
        ok = !PyErr_Occurred() && cards[i] >= 0 && cards[i] < SPAN;
    }
    Py_XDECREF(shift);
    Py_XDECREF(ids);
    if (!ok) {
        PyMem_Free(copy);
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "suit_shift or card_of_id out of range");
        return NULL;
    }
    PyMem_Free(lay_table);
    lay_table = copy;
    lay_table_size = size;
    memcpy(suit_shift, shifts, sizeof shifts);
    memcpy(card_of_id, cards, sizeof cards);
    ranks_per_suit = ranks;
    chunk = ((uint64_t)1 << ranks) - 1;
    Py_RETURN_NONE;
}

static void free_tables(PyObject *capsule)
{
    PyMem_Free(PyCapsule_GetPointer(capsule, TABLES_NAME));
}

/* tables(beaters_for, side_suits, trump_suits, pickup_limits, lay_extras) -> capsule;
 * the lists of ``ai._trump_tables``, one entry per player. */
static PyObject *py_tables(PyObject *self, PyObject *args)
{
    PyObject *beaters_obj, *side_obj, *trump_obj, *pickup_obj, *extras_obj;
    if (!PyArg_ParseTuple(args, "OOOOO", &beaters_obj, &side_obj, &trump_obj, &pickup_obj, &extras_obj))
        return NULL;
    Py_ssize_t players = PySequence_Size(beaters_obj);
    if (players < 0)
        return NULL;
    if (players < 2 || players > MAX_PLAYERS) {
        PyErr_SetString(PyExc_ValueError, "tables: 2 to 4 players");
        return NULL;
    }
    Tables *t = PyMem_Calloc(1, sizeof(Tables));
    if (!t)
        return PyErr_NoMemory();
    t->players = (int)players;
    PyObject *lists[5] = {NULL, NULL, NULL, NULL, NULL};
    PyObject *objs[5] = {beaters_obj, side_obj, trump_obj, pickup_obj, extras_obj};
    const char *names[5] = {"beaters_for", "side_suits", "trump_suits", "pickup_limits", "lay_extras"};
    int ok = 1;
    for (int i = 0; ok && i < 5; i++)
        ok = (lists[i] = sized(objs[i], players, names[i])) != NULL;
    for (int p = 0; ok && p < players; p++) {
        PyObject *row = PySequence_Fast(PySequence_Fast_GET_ITEM(lists[0], p), "beaters");
        PyObject *picks = row ? PySequence_Fast(PySequence_Fast_GET_ITEM(lists[3], p), "pickups") : NULL;
        ok = picks != NULL && PySequence_Fast_GET_SIZE(row) <= SPAN
             && PySequence_Fast_GET_SIZE(picks) == PySequence_Fast_GET_SIZE(row);
        for (Py_ssize_t c = 0; ok && c < PySequence_Fast_GET_SIZE(row); c++) {
            int64_t limit;
            ok = read_u64(PySequence_Fast_GET_ITEM(row, c), &t->beaters[p][c]) == 0
                 && read_i64(PySequence_Fast_GET_ITEM(picks, c), &limit) == 0 && limit >= 0 && limit <= SPAN;
            if (ok)
                t->pickup_limit[p][c] = (int)limit;
        }
        Py_XDECREF(row);
        Py_XDECREF(picks);
        ok = ok && read_u64(PySequence_Fast_GET_ITEM(lists[1], p), &t->side_suits[p]) == 0
             && read_u64(PySequence_Fast_GET_ITEM(lists[2], p), &t->trump_suit[p]) == 0;
        PyObject *per_next = ok ? sized(PySequence_Fast_GET_ITEM(lists[4], p), players, "lay_extras[p]") : NULL;
        ok = per_next != NULL;
        for (Py_ssize_t q = 0; ok && q < players; q++) {
            PyObject *by_count = sized(PySequence_Fast_GET_ITEM(per_next, q), MOST_TRUMPS + 1, "lay_extras[p][q]");
            ok = by_count != NULL;
            for (int k = 0; ok && k <= MOST_TRUMPS; k++) {
                PyObject *four = sized(PySequence_Fast_GET_ITEM(by_count, k), SUITS, "lay_extras[p][q][k]");
                ok = four != NULL;
                for (int s = 0; ok && s < SUITS; s++)
                    ok = read_i64(PySequence_Fast_GET_ITEM(four, s), &t->lay_extras[p][q][k][s]) == 0;
                Py_XDECREF(four);
            }
            Py_XDECREF(by_count);
        }
        Py_XDECREF(per_next);
    }
    for (int i = 0; i < 5; i++)
        Py_XDECREF(lists[i]);
    if (!ok) {
        PyMem_Free(t);
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "tables: malformed");
        return NULL;
    }
    PyObject *capsule = PyCapsule_New(t, TABLES_NAME, free_tables);
    if (!capsule)
        PyMem_Free(t);
    return capsule;
}

/* ---------------------------------------------------------------- the playout */

/* ai.lay_index: greedy's laying rule, a table lookup per suit held. */
static int lay_index(uint64_t hand, uint64_t next_hand, const int64_t *extras)
{
    int64_t best = (int64_t)1 << 30;
    for (int s = 0; s < SUITS; s++) {
        uint64_t held = hand >> suit_shift[s] & chunk;
        if (held) {
            int64_t key = lay_table[held << ranks_per_suit | (next_hand >> suit_shift[s] & chunk)] + extras[s];
            if (key < best)
                best = key;
        }
    }
    return card_of_id[best & ((1 << RANK_BITS) - 1)];
}

static uint64_t lowest(uint64_t m) { return m & (~m + 1); }

/* How the playout ended (the Python wrapper turns it into ``final_result``). */
enum { CUT = 0, FINISHED = 1, DRAWN = 2, SAFETY = 3 };

/* A playout's position and what came of it. */
typedef struct {
    uint64_t hands[MAX_PLAYERS];
    int pile[SPAN];
    int pile_size;
    int current;
    int pending_extra;
    int went_out[MAX_PLAYERS]; /* the players who went out, in order (to add to the order out) */
    int out_count;
    int how;
    int drawn_a, drawn_b; /* the pair of a draw (how == DRAWN) */
} Game;

/* ai.play_out_game_in_python's loop, on `g`; -1 with an exception set on a table that
 * does not fit the position. */
static int run(const Tables *t, Game *g, Twister *mt, Py_ssize_t limit, Py_ssize_t to_safety, int voluntary,
               double greedy_share)
{
    const int players = t->players;
    uint64_t *hands = g->hands;
    int *pile = g->pile;
    int pile_size = g->pile_size, current = g->current, pending_extra = g->pending_extra;
    /* Per player, the next player still holding cards. */
    int next_in[MAX_PLAYERS];
    for (int p = 0; p < players; p++) {
        int q = (p + 1) % players;
        while (q != p && !hands[q])
            q = (q + 1) % players;
        next_in[p] = q;
    }
    g->out_count = 0;
    g->how = CUT;
    Py_ssize_t steps = limit < to_safety ? limit : to_safety;
    for (Py_ssize_t step = 0; step < steps; step++) {
        const int p = current;
        uint64_t hand = hands[p];
        if (pending_extra || !pile_size) { /* lay a card: a new pile, or the extra card after a beat */
            uint64_t card;
            if (!hand) { /* (Python's choice() would raise; never loop on below(0)) */
                PyErr_SetString(PyExc_RuntimeError, "play: the player to lay holds no card");
                return -1;
            }
            if (uniform(mt) < greedy_share) {
                const int nxt = next_in[p];
                const uint64_t next_hand = hands[nxt];
                const int held = popcount(next_hand & t->trump_suit[nxt]);
                card = (uint64_t)1 << lay_index(hand, next_hand, t->lay_extras[p][nxt][held]);
            } else {
                uint64_t rest = hand;
                for (int k = below(mt, popcount(hand)); k > 0; k--)
                    rest &= rest - 1;
                card = lowest(rest);
            }
            if (pile_size >= SPAN || !(hand & card)) {
                PyErr_SetString(PyExc_RuntimeError, "play: inconsistent tables (a card not in hand)");
                return -1;
            }
            pile[pile_size++] = bit_length(card) - 1;
            hand ^= card;
            hands[p] = hand;
            pending_extra = 0;
        } else { /* beat the top card or pick up */
            const int top = pile[pile_size - 1];
            uint64_t beating = hand & t->beaters[p][top];
            uint64_t card = 0;
            if (uniform(mt) < greedy_share) {
                if (beating) {
                    uint64_t pick = beating & t->side_suits[p];
                    card = lowest(pick ? pick : beating);
                }
            } else if (beating) { /* a random legal action, drawn as from legal_actions() (the pick-up last) */
                const int count = popcount(beating);
                const int k = below(mt, voluntary ? count + 1 : count);
                if (k < count) {
                    for (int j = 0; j < k; j++)
                        beating &= beating - 1;
                    card = lowest(beating);
                }
            } else {
                below(mt, 1); /* the pick-up is the only legal action (still a draw) */
            }
            if (card) { /* a beat; with cards left he lays one more */
                pile[pile_size++] = bit_length(card) - 1;
                hand ^= card;
                hands[p] = hand;
                pending_extra = hand != 0;
            } else { /* a pick-up */
                int count = t->pickup_limit[p][top];
                if (count > pile_size)
                    count = pile_size;
                for (int i = pile_size - count; i < pile_size; i++)
                    hand |= (uint64_t)1 << pile[i];
                pile_size -= count;
                hands[p] = hand;
            }
        }
        if (!hand) { /* went out */
            g->went_out[g->out_count++] = p;
            for (int q = 0; q < players; q++) /* who came before him now passes to who came after */
                if (next_in[q] == p)
                    next_in[q] = next_in[p];
            int still_in = 0, last = -1;
            for (int q = 0; q < players; q++)
                if (hands[q]) {
                    still_in++;
                    last = q;
                }
            if (still_in == 1) {
                const uint64_t left = hands[last];
                /* The draw rule (State._went_out): his single card could beat p's last. */
                if ((left & (left - 1)) == 0 && (left & t->beaters[last][pile[pile_size - 1]])) {
                    g->how = DRAWN;
                    g->drawn_a = p < last ? p : last;
                    g->drawn_b = p < last ? last : p;
                } else {
                    g->how = FINISHED;
                    g->went_out[g->out_count++] = last;
                }
                break;
            }
        }
        if (!pending_extra)
            current = next_in[p];
    }
    if (g->how == CUT && to_safety <= limit)
        g->how = SAFETY; /* the safety draw: everybody still holding cards */
    g->pile_size = pile_size;
    g->current = current;
    g->pending_extra = pending_extra;
    return 0;
}

/* The position from Python: the tables, hands and pile; 0, or -1 with an exception. */
static int read_game(PyObject *capsule, PyObject *hands_obj, PyObject *pile_obj, int current, int pending_extra,
                     const Tables **tables, Game *g)
{
    if (!lay_table) {
        PyErr_SetString(PyExc_RuntimeError, "_playout.init() was not called");
        return -1;
    }
    const Tables *t = PyCapsule_GetPointer(capsule, TABLES_NAME);
    if (!t)
        return -1;
    *tables = t;
    PyObject *seq = sized(hands_obj, t->players, "hands");
    if (!seq)
        return -1;
    for (int p = 0; p < t->players; p++) {
        if (read_u64(PySequence_Fast_GET_ITEM(seq, p), &g->hands[p]) < 0) {
            Py_DECREF(seq);
            return -1;
        }
    }
    Py_DECREF(seq);
    seq = PySequence_Fast(pile_obj, "pile");
    if (!seq)
        return -1;
    g->pile_size = (int)PySequence_Fast_GET_SIZE(seq);
    int ok = g->pile_size <= SPAN;
    for (int i = 0; ok && i < g->pile_size; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        ok = !PyErr_Occurred() && c >= 0 && c < SPAN;
        g->pile[i] = (int)c;
    }
    Py_DECREF(seq);
    if (!ok || current < 0 || current >= t->players) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "play: malformed pile or current player");
        return -1;
    }
    g->current = current;
    g->pending_extra = pending_extra;
    return 0;
}

/* (how, hands, went_out, drawn, mt_state) for Python; steals ``mt_state``. */
static PyObject *game_result(const Tables *t, const Game *g, PyObject *mt_state)
{
    PyObject *hands = PyList_New(t->players);
    PyObject *out = PyTuple_New(g->out_count);
    PyObject *drawn = g->how == DRAWN ? Py_BuildValue("(ii)", g->drawn_a, g->drawn_b) : PyTuple_New(0);
    if (!hands || !out || !drawn)
        goto fail;
    for (int p = 0; p < t->players; p++) {
        PyObject *h = PyLong_FromUnsignedLongLong(g->hands[p]);
        if (!h)
            goto fail;
        PyList_SET_ITEM(hands, p, h);
    }
    for (int i = 0; i < g->out_count; i++) {
        PyObject *q = PyLong_FromLong(g->went_out[i]);
        if (!q)
            goto fail;
        PyTuple_SET_ITEM(out, i, q);
    }
    return Py_BuildValue("(iNNNN)", g->how, hands, out, drawn, mt_state);
fail:
    Py_XDECREF(hands);
    Py_XDECREF(out);
    Py_XDECREF(drawn);
    Py_DECREF(mt_state);
    return NULL;
}

/* The generator's state from ``random.Random.getstate()[1]`` (625 numbers); 0, or -1
 * with an exception. */
static int read_twister(PyObject *mt_obj, Twister *mt)
{
    PyObject *seq = sized(mt_obj, MT_N + 1, "mt_state");
    int ok = seq != NULL;
    for (int i = 0; ok && i < MT_N; i++) {
        uint64_t word;
        ok = read_u64(PySequence_Fast_GET_ITEM(seq, i), &word) == 0 && word <= 0xffffffffU;
        mt->state[i] = (uint32_t)word;
    }
    if (ok) {
        long index = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, MT_N));
        ok = !PyErr_Occurred() && index >= 0 && index <= MT_N;
        mt->index = (int)index;
    }
    Py_XDECREF(seq);
    if (!ok && !PyErr_Occurred())
        PyErr_SetString(PyExc_ValueError, "play: malformed mt_state");
    return ok ? 0 : -1;
}

/* The generator's state as ``random.Random.setstate()`` takes its second part. */
static PyObject *twister_state(const Twister *mt)
{
    PyObject *state = PyTuple_New(MT_N + 1);
    if (!state)
        return NULL;
    for (int i = 0; i <= MT_N; i++) {
        PyObject *w = i < MT_N ? PyLong_FromUnsignedLong(mt->state[i]) : PyLong_FromLong(mt->index);
        if (!w) {
            Py_DECREF(state);
            return NULL;
        }
        PyTuple_SET_ITEM(state, i, w);
    }
    return state;
}

/* play(tables, hands, pile, current, pending_extra, limit, to_safety, voluntary,
 *      greedy_share, generator) -> (how, hands, went_out, drawn, mt_state)
 * ``generator``: a seed (0 <= seed < 2**64: the numbers of ``random.Random(seed)``;
 * mt_state comes back None), or the 625 numbers of ``random.Random.getstate()[1]``
 * (mt_state: where the playout leaves them). */
static PyObject *py_play(PyObject *self, PyObject *args)
{
    PyObject *capsule, *hands_obj, *pile_obj, *generator;
    int current, pending_extra, voluntary;
    Py_ssize_t limit, to_safety;
    double greedy_share;
    if (!PyArg_ParseTuple(args, "OOOipnnpdO", &capsule, &hands_obj, &pile_obj, &current, &pending_extra,
                          &limit, &to_safety, &voluntary, &greedy_share, &generator))
        return NULL;
    const Tables *t;
    Game g;
    Twister mt;
    const int seeded = PyLong_Check(generator);
    if (read_game(capsule, hands_obj, pile_obj, current, pending_extra, &t, &g) < 0)
        return NULL;
    if (seeded) {
        unsigned long long seed = PyLong_AsUnsignedLongLong(generator);
        if (seed == (unsigned long long)-1 && PyErr_Occurred())
            return NULL;
        seed_twister(&mt, seed);
    } else if (read_twister(generator, &mt) < 0) {
        return NULL;
    }
    if (run(t, &g, &mt, limit, to_safety, voluntary, greedy_share) < 0)
        return NULL;
    PyObject *state = seeded ? Py_NewRef(Py_None) : twister_state(&mt);
    if (!state)
        return NULL;
    return game_result(t, &g, state);
}

static PyMethodDef methods[] = {
    {"init", py_init, METH_VARARGS, "init(lay_table, suit_shift, ranks_per_suit, card_of_id): the laying table."},
    {"tables", py_tables, METH_VARARGS, "tables(beaters_for, side_suits, trump_suits, pickup_limits, lay_extras)."},
    {"play", py_play, METH_VARARGS, "play(tables, hands, pile, current, pending_extra, limit, to_safety, "
                                    "voluntary, greedy_share, seed or mt_state) -> (how, hands, went_out, drawn, "
                                    "mt_state)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_playout", "Svoi Kozyri's playouts, compiled (see ai.play_out_game).", -1, methods,
};

PyMODINIT_FUNC PyInit__playout(void)
{
    PyObject *m = PyModule_Create(&module);
    if (m && (PyModule_AddIntConstant(m, "CUT", CUT) < 0 || PyModule_AddIntConstant(m, "FINISHED", FINISHED) < 0
              || PyModule_AddIntConstant(m, "DRAWN", DRAWN) < 0 || PyModule_AddIntConstant(m, "SAFETY", SAFETY) < 0)) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
