/* Bao's relay walk, compiled: the same walk as `engine._walk_in_python`, sowing for
 * sowing, with the same marks, the same adjustments of `mark` and the same answer.
 * The exact never-ending-move check (rules section 7) walks relays of millions of
 * sowings on rare positions (issue 15 item 2); in Python a sowing costs ~150-200 ns,
 * here a few.
 *
 * Nothing here decides a rule: the walk only counts seeds dropped (see the notes above
 * `engine._relay`), and every tuning figure (the chunk, the marks' bounds) is handed over
 * by the Python side on each call. The tests hold this walk equal to the Python one on
 * the slow positions and on many random relays. Optional: when it is not built, the
 * Python walk runs (same outcome, slower). */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HOLES 16
#define MAX_KEY (HOLES + 2)

/* The walk's answers; `engine` maps them to its own outcome codes. */
enum { ENDS = 0, NEVER = 1, STOPPED = 2, TOO_LONG = 3 };
enum { FLAG_ENDS = 1, FLAG_MARKED = 2 };

/* ---------------------------------------------------------------- a set of states */

/* Open addressing over fixed-width keys of `width` int32s; a slot is free while its
 * first value is EMPTY (a state's values are never negative). */
#define EMPTY (-1)

typedef struct {
    int32_t *slots;
    size_t capacity; /* a power of two */
    size_t count;
    int width;
} StateSet;

static int set_alloc(StateSet *set, size_t capacity)
{
    set->slots = malloc(capacity * set->width * sizeof(int32_t));
    if (!set->slots)
        return -1;
    for (size_t i = 0; i < capacity; i++)
        set->slots[i * set->width] = EMPTY;
    set->capacity = capacity;
    set->count = 0;
    return 0;
}

static uint64_t hash_key(const int32_t *key, int width)
{
    uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < width; i++) {
        h ^= (uint32_t)key[i];
        h *= 0xff51afd7ed558ccdULL;
        h ^= h >> 29;
    }
    return h;
}

/* 1: already there; 0: added; -1: out of memory. */
static int set_add(StateSet *set, const int32_t *key);

static int set_grow(StateSet *set)
{
    StateSet bigger = {NULL, 0, 0, set->width};
    if (set_alloc(&bigger, set->capacity * 2) < 0)
        return -1;
    for (size_t i = 0; i < set->capacity; i++) {
        const int32_t *key = set->slots + i * set->width;
        if (key[0] != EMPTY)
            set_add(&bigger, key);
    }
    free(set->slots);
    *set = bigger;
    return 0;
}

static int set_add(StateSet *set, const int32_t *key)
{
    if (2 * (set->count + 1) > set->capacity && set_grow(set) < 0)
        return -1;
    size_t mask = set->capacity - 1;
    size_t i = hash_key(key, set->width) & mask;
    size_t bytes = set->width * sizeof(int32_t);
    for (;;) {
        int32_t *slot = set->slots + i * set->width;
        if (slot[0] == EMPTY) {
            memcpy(slot, key, bytes);
            set->count++;
            return 0;
        }
        if (memcmp(slot, key, bytes) == 0)
            return 1;
        i = (i + 1) & mask;
    }
}

static void set_clear(StateSet *set)
{
    for (size_t i = 0; i < set->capacity; i++)
        set->slots[i * set->width] = EMPTY;
    set->count = 0;
}

/* ---------------------------------------------------------------- the walk */

typedef struct {
    long long chunk, min_marks, max_marks_per_chunk, settling, max_marks;
    int max_seeds;
} Tuning;

/* A state's value: a hole's time since it was last lifted, 0 .. 16 * (seeds + 1). */
static int put(int32_t *key, long long value)
{
    if (value < 0 || value > INT32_MAX)
        return -1;
    *key = (int32_t)value;
    return 0;
}

/* The walk's failures (it runs without the GIL: the caller raises them). */
enum { NO_MEMORY = -1, BAD_HAND = -2, BAD_TIME = -3 };

/* The walk of `engine._walk_in_python`; `last` is updated in place. Returns the answer
 * or a failure. */
static int walk(long long *last, const char *stop, long long most, int largest, const Tuning *tuning,
                long long *t_out, long long *sowings_out)
{
    unsigned char *flags = calloc(tuning->max_seeds + 1, 1);
    if (!flags)
        return NO_MEMORY;
    flags[0] = flags[1] = FLAG_ENDS;
    int mark = largest + 2;
    for (int hand = mark; hand <= tuning->max_seeds; hand++)
        flags[hand] = FLAG_MARKED;
    int width = stop ? HOLES + 2 : HOLES;
    StateSet marks = {NULL, 0, 0, width};
    if (set_alloc(&marks, 1024) < 0) {
        free(flags);
        return NO_MEMORY;
    }
    int32_t key[MAX_KEY];
    long long t = 0, done = 0;
    int answer = TOO_LONG;
    long long sowings = 0;
    while (done < most) {
        long long chunk = most - done < tuning->chunk ? most - done : tuning->chunk;
        long long marked = 0;
        for (long long i = 0; i < chunk; i++) {
            int r = (int)(t & 15);
            if (stop && stop[r]) {
                answer = STOPPED;
                sowings = done + i;
                goto out;
            }
            long long hand = (t - last[r]) >> 4;
            if (hand < 0 || hand > tuning->max_seeds) {
                answer = BAD_HAND;
                goto out;
            }
            if (flags[hand]) {
                if (hand < 2) { /* the last seed fell into an empty hole */
                    answer = ENDS;
                    sowings = done + i;
                    goto out;
                }
                last[r] = t;
                marked++;
                int n = 0, bad = 0;
                if (stop) { /* (r, hand, t - last[0..15]) */
                    key[n++] = r;
                    key[n++] = (int32_t)hand;
                    for (int j = 0; j < HOLES; j++)
                        bad |= put(&key[n++], t - last[j]);
                } else { /* the board turned so that the lifted hole comes first */
                    key[n++] = (int32_t)hand;
                    for (int j = r + 1; j < HOLES; j++)
                        bad |= put(&key[n++], t - last[j]);
                    for (int j = 0; j < r; j++)
                        bad |= put(&key[n++], t - last[j]);
                }
                if (bad) {
                    answer = BAD_TIME;
                    goto out;
                }
                int seen = set_add(&marks, key);
                if (seen < 0) {
                    answer = NO_MEMORY;
                    goto out;
                }
                if (seen) {
                    answer = NEVER;
                    sowings = done + i + 1;
                    goto out;
                }
            } else {
                last[r] = t;
            }
            t += hand;
        }
        done += chunk;
        if (marked < tuning->min_marks && mark > 2) {
            mark -= 1;
            flags[mark] = FLAG_MARKED;
        } else if (marked > tuning->max_marks_per_chunk && done <= tuning->settling && mark < tuning->max_seeds) {
            flags[mark] = 0;
            mark += 1;
        }
        if ((long long)marks.count > tuning->max_marks)
            set_clear(&marks);
    }
    answer = TOO_LONG;
    sowings = done;
out:
    free(flags);
    free(marks.slots);
    *t_out = t;
    *sowings_out = sowings;
    return answer;
}

/* walk(last, stop, most, largest, tuning) -> (answer, t, sowings); `last` updated. */
static PyObject *py_walk(PyObject *self, PyObject *args)
{
    PyObject *last_obj, *stop_obj, *tuning_obj;
    long long most;
    int largest;
    if (!PyArg_ParseTuple(args, "O!OLiO!", &PyList_Type, &last_obj, &stop_obj, &most, &largest, &PyTuple_Type,
                          &tuning_obj))
        return NULL;
    Tuning tuning;
    if (!PyArg_ParseTuple(tuning_obj, "LLLLLi", &tuning.chunk, &tuning.min_marks, &tuning.max_marks_per_chunk,
                          &tuning.settling, &tuning.max_marks, &tuning.max_seeds))
        return NULL;
    if (tuning.chunk < 1 || tuning.max_seeds < 2 || tuning.max_seeds > 1 << 20) {
        PyErr_SetString(PyExc_ValueError, "bao relay: bad tuning");
        return NULL;
    }
    if (PyList_GET_SIZE(last_obj) != HOLES) {
        PyErr_SetString(PyExc_ValueError, "bao relay: last must hold 16 times");
        return NULL;
    }
    if (largest < 0 || largest > tuning.max_seeds) {
        PyErr_SetString(PyExc_ValueError, "bao relay: largest is out of range");
        return NULL;
    }
    long long last[HOLES];
    char stop[HOLES];
    for (int r = 0; r < HOLES; r++) {
        last[r] = PyLong_AsLongLong(PyList_GET_ITEM(last_obj, r));
        if (last[r] == -1 && PyErr_Occurred())
            return NULL;
    }
    if (stop_obj != Py_None) {
        if (!PyList_Check(stop_obj) || PyList_GET_SIZE(stop_obj) != HOLES) {
            PyErr_SetString(PyExc_ValueError, "bao relay: stop must be None or 16 flags");
            return NULL;
        }
        for (int r = 0; r < HOLES; r++) {
            int flag = PyObject_IsTrue(PyList_GET_ITEM(stop_obj, r));
            if (flag < 0)
                return NULL;
            stop[r] = (char)flag;
        }
    }
    long long t, sowings;
    int answer;
    Py_BEGIN_ALLOW_THREADS /* a long relay must not hold up the GUI thread's Python */
    answer = walk(last, stop_obj != Py_None ? stop : NULL, most, largest, &tuning, &t, &sowings);
    Py_END_ALLOW_THREADS
    if (answer == NO_MEMORY)
        return PyErr_NoMemory();
    if (answer == BAD_HAND)
        return PyErr_Format(PyExc_ValueError, "bao relay: a hole's seed count is outside 0..%d", tuning.max_seeds);
    if (answer == BAD_TIME)
        return PyErr_Format(PyExc_ValueError, "bao relay: a hole's time is out of range");
    for (int r = 0; r < HOLES; r++) {
        PyObject *value = PyLong_FromLongLong(last[r]);
        if (!value)
            return NULL;
        PyList_SetItem(last_obj, r, value); /* steals the reference */
    }
    return Py_BuildValue("iLL", answer, t, sowings);
}

static PyMethodDef methods[] = {
    {"walk", py_walk, METH_VARARGS, "walk(last, stop, most, largest, tuning) -> (answer, t, sowings); "
                                    "`last` is updated in place (see engine._walk_in_python)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_relay", "Bao's relay walk, compiled (see engine._walk_in_python).", -1, methods,
};

PyMODINIT_FUNC PyInit__relay(void)
{
    PyObject *m = PyModule_Create(&module);
    if (m && (PyModule_AddIntConstant(m, "ENDS", ENDS) < 0 || PyModule_AddIntConstant(m, "NEVER", NEVER) < 0
              || PyModule_AddIntConstant(m, "STOPPED", STOPPED) < 0
              || PyModule_AddIntConstant(m, "TOO_LONG", TOO_LONG) < 0)) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
