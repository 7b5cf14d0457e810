// Phase: trace (Java runtime side). The recorder the instrumented classes
// call: one step per executed line of a traced class, with the locals,
// fields, array elements and collection elements it read and wrote, as the
// Python tracer records them (internal/runtime/py/tracer.py), in the same
// result format (internal/trace.Trace.decode).
package unstuck.agent;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.*;

public final class Rec {
    private Rec() {}

    // Configuration (set by Runner before the traced part starts).
    static volatile boolean on;        // recording
    static boolean values = true;      // reads, writes and calls (else lines only)
    static boolean compare = true;     // before/after snapshots of untraced calls
    static int maxSteps = 100000;
    static int layers = 1;
    static volatile int epoch;         // bumped per test: threads of an earlier test stop
    static boolean limitHit;
    static int coverageFiles;

    // Registries filled by the instrumenter (before the classes run).
    static final ArrayList<String> methodName = new ArrayList<>();
    static final ArrayList<Integer> methodFile = new ArrayList<>();
    static final ArrayList<Integer> methodLine = new ArrayList<>();
    static final ArrayList<String> varName = new ArrayList<>();   // varId -> name
    static final ArrayList<Character> varKind = new ArrayList<>(); // descriptor char: Z C B S I J F D L [
    static final ArrayList<String> fieldName = new ArrayList<>();
    static final ArrayList<String> fieldShown = new ArrayList<>(); // expression shown, e.g. node.next
    static final ArrayList<Character> fieldKind = new ArrayList<>();
    static final ArrayList<String> arrShown = new ArrayList<>();   // array expression of an element access
    static final ArrayList<Character> arrKind = new ArrayList<>();
    static final ArrayList<int[]> siteInfo = new ArrayList<>();    // site -> {file id, id in file, pure, hasRecv}
    static final ArrayList<String> siteName = new ArrayList<>();   // method name
    static final ArrayList<String> siteRecv = new ArrayList<>();   // receiver expression
    static final ArrayList<String> siteArg0 = new ArrayList<>();   // first argument's expression, "?" when not simple

    static synchronized int register(ArrayList<String> names, String n) {
        names.add(n);
        return names.size() - 1;
    }

    // The record.
    static final class Step {
        int fid, line, frame;
        ArrayList<Object[]> reads, writes;
        ArrayList<String> calls; // JSON of the call records
        boolean entry;
        int idx = -1; // position in steps; a field, not an identity map, so the agent takes no identity hash codes on the program's thread
    }

    static final class Frame {
        final int serial;
        Step cur;
        Frame(int s) { serial = s; }
        // pending untraced call of this frame
        int site = -1;
        Object recv;
        Object[] args;
        Map<String, String> recvBefore;
        ArrayList<Map<String, String>> argsBefore;
        Integer rlen;
    }

    static final Frame COUNTED = new Frame(-1);

    static final class ThreadState {
        final ArrayDeque<Frame> stack = new ArrayDeque<>();
        final int epoch;
        int busy; // inside the recorder (repr may call user code)
        ThreadState(int e) { epoch = e; }
    }

    static final ArrayList<Step> steps = new ArrayList<>();
    static final ArrayList<Object[]> frames = new ArrayList<>(); // {fid, name, caller step, parent frame}
    static final HashMap<Integer, String> exceptions = new HashMap<>();
    static final IdentityHashMap<Object, Integer> ids = new IdentityHashMap<>();
    // coverage: per file id, the lines run since the last reset
    static final HashMap<Integer, BitSet> covered = new HashMap<>();

    private static final ThreadLocal<ThreadState> state = new ThreadLocal<>();

    /** Thrown into a run that went past the step limit. */
    public static final class StepLimit extends Error {
        StepLimit() { super("step limit reached", null, false, false); }
    }

    /** Thrown into a thread of an earlier test that is still running. */
    public static final class Stale extends Error {
        Stale() { super("test ended", null, false, false); }
    }

    private static ThreadState ts() {
        ThreadState t = state.get();
        if (t == null) {
            t = new ThreadState(epoch);
            state.set(t);
        } else if (t.epoch != epoch && Thread.currentThread() != runner) {
            // A thread of an earlier test (one that timed out): stop it.
            throw new Stale();
        }
        return t;
    }

    static volatile Thread runner; // the thread that starts the tests: never stale

    static synchronized void resetCoverage() {
        runner = Thread.currentThread();
        covered.clear();
        lineCount = 0;
        limitHit = false;
        epoch++;
    }

    // ---- frames and lines -------------------------------------------------

    public static void enter(int method) {
        if (!on) return;
        ThreadState t = ts();
        if (t.busy > 0) return;
        synchronized (Rec.class) {
            if (!values) {
                // Lines only: no frame record (a long or recursive run
                // would fill memory with them), one shared marker.
                t.stack.push(COUNTED);
                cover(methodFile.get(method), methodLine.get(method));
                return;
            }
            Frame parent = t.stack.peek();
            int caller = -1;
            if (parent != null && parent.cur != null) caller = stepIndex(parent.cur);
            Frame f = new Frame(frames.size());
            int fid = methodFile.get(method);
            frames.add(new Object[]{fid, methodName.get(method), caller, parent != null ? parent.serial : -1});
            t.stack.push(f);
            Step s = newStep(fid, methodLine.get(method), f.serial);
            s.entry = true;
            f.cur = s;
        }
    }

    private static int stepIndex(Step s) {
        return s.idx;
    }

    private static Step newStep(int fid, int line, int frame) {
        if (steps.size() >= maxSteps) {
            limitHit = true;
            on = false;
            throw new StepLimit();
        }
        Step s = new Step();
        s.fid = fid;
        s.line = line;
        s.frame = frame;
        s.idx = steps.size();
        steps.add(s);
        return s;
    }

    private static void cover(int fid, int line) {
        BitSet b = covered.get(fid);
        if (b == null) covered.put(fid, b = new BitSet());
        b.set(line);
    }

    public static void line(int fid, int line) {
        if (!on) return;
        ThreadState t = ts();
        if (t.busy > 0) return;
        Frame f = t.stack.peek();
        if (f == null) return;
        synchronized (Rec.class) {
            if (!values) {
                cover(fid, line);
                if (++lineCount > lineBudget) { // coverage and mutant runs are bounded by steps too
                    limitHit = true;
                    throw new StepLimit();
                }
                return;
            }
            f.cur = newStep(fid, line, f.serial);
        }
    }

    static long lineCount;
    static long lineBudget = 2000000; // lines a test may run when only lines are counted

    public static void exit() {
        if (!on) return;
        ThreadState t = ts();
        if (t.busy > 0) return;
        t.stack.poll();
    }

    public static void exc(Throwable e) {
        ThreadState t = state.get();
        if (!on || t == null || t.busy > 0) return;
        Frame f = t.stack.poll();
        if (f != null && f.cur != null && values && !(e instanceof StepLimit) && !(e instanceof Stale)) {
            synchronized (Rec.class) {
                int i = stepIndex(f.cur);
                if (i >= 0 && !exceptions.containsKey(i)) exceptions.put(i, e.getClass().getSimpleName());
            }
        }
    }

    // ---- accesses -----------------------------------------------------------

    private static Frame top() {
        if (!on || !values) return null;
        ThreadState t = ts();
        if (t.busy > 0) return null;
        Frame f = t.stack.peek();
        return f == null || f.cur == null ? null : f;
    }

    private static void add(Frame f, boolean write, String loc, String value, int obj, String var) {
        Step s = f.cur;
        Object[] a = {loc, value, obj, var};
        if (write) {
            if (s.writes == null) s.writes = new ArrayList<>(2);
            s.writes.add(a);
        } else {
            if (s.reads == null) s.reads = new ArrayList<>(2);
            for (Object[] x : s.reads) if (x[0].equals(loc)) return; // first read of a location counts
            s.reads.add(a);
        }
    }

    private static void local(boolean write, Object v, char kind, int var) {
        Frame f = top();
        if (f == null) return;
        ThreadState t = state.get();
        t.busy++;
        try {
            add(f, write, "L" + f.serial + ":" + varName.get(var), repr(v, kind, layers), objId(v), varName.get(var));
        } finally {
            t.busy--;
        }
    }

    public static void rl(int v, int var) { local(false, v, varKind.get(var), var); }
    public static void rl(long v, int var) { local(false, v, 'J', var); }
    public static void rl(float v, int var) { local(false, v, 'F', var); }
    public static void rl(double v, int var) { local(false, v, 'D', var); }
    public static void rl(Object v, int var) { local(false, v, 'L', var); }
    public static void wl(int v, int var) { local(true, v, varKind.get(var), var); }
    public static void wl(long v, int var) { local(true, v, 'J', var); }
    public static void wl(float v, int var) { local(true, v, 'F', var); }
    public static void wl(double v, int var) { local(true, v, 'D', var); }
    public static void wl(Object v, int var) { local(true, v, 'L', var); }

    private static void field(boolean write, Object obj, Object v, int fld) {
        Frame f = top();
        if (f == null) return;
        ThreadState t = state.get();
        t.busy++;
        try {
            String loc = obj == null ? "G:" + fieldName.get(fld) : "A" + objId(obj) + ":" + fieldName.get(fld);
            add(f, write, loc, repr(v, fieldKind.get(fld), layers), objId(v), fieldShown.get(fld));
        } finally {
            t.busy--;
        }
    }

    // instance fields: (object, value, field)
    public static void rf(Object o, int v, int fld) { field(false, o, v, fld); }
    public static void rf(Object o, long v, int fld) { field(false, o, v, fld); }
    public static void rf(Object o, float v, int fld) { field(false, o, v, fld); }
    public static void rf(Object o, double v, int fld) { field(false, o, v, fld); }
    public static void rf(Object o, Object v, int fld) { field(false, o, v, fld); }
    public static void wf(Object o, int v, int fld) { field(true, o, v, fld); }
    public static void wf(Object o, long v, int fld) { field(true, o, v, fld); }
    public static void wf(Object o, float v, int fld) { field(true, o, v, fld); }
    public static void wf(Object o, double v, int fld) { field(true, o, v, fld); }
    public static void wf(Object o, Object v, int fld) { field(true, o, v, fld); }
    // static fields: (value, field)
    public static void rs(int v, int fld) { field(false, null, v, fld); }
    public static void rs(long v, int fld) { field(false, null, v, fld); }
    public static void rs(float v, int fld) { field(false, null, v, fld); }
    public static void rs(double v, int fld) { field(false, null, v, fld); }
    public static void rs(Object v, int fld) { field(false, null, v, fld); }
    public static void ws(int v, int fld) { field(true, null, v, fld); }
    public static void ws(long v, int fld) { field(true, null, v, fld); }
    public static void ws(float v, int fld) { field(true, null, v, fld); }
    public static void ws(double v, int fld) { field(true, null, v, fld); }
    public static void ws(Object v, int fld) { field(true, null, v, fld); }

    private static void elem(boolean write, Object arr, int i, Object v, int site) {
        Frame f = top();
        if (f == null || arr == null) return;
        ThreadState t = state.get();
        t.busy++;
        try {
            add(f, write, "E" + objId(arr) + ":" + i, repr(v, arrKind.get(site), layers), objId(v), arrShown.get(site) + "[" + i + "]");
        } finally {
            t.busy--;
        }
    }

    public static void ra(Object a, int i, int v, int site) { elem(false, a, i, v, site); }
    public static void ra(Object a, int i, long v, int site) { elem(false, a, i, v, site); }
    public static void ra(Object a, int i, float v, int site) { elem(false, a, i, v, site); }
    public static void ra(Object a, int i, double v, int site) { elem(false, a, i, v, site); }
    public static void ra(Object a, int i, Object v, int site) { elem(false, a, i, v, site); }
    public static void wa(Object a, int i, int v, int site) { elem(true, a, i, v, site); }
    public static void wa(Object a, int i, long v, int site) { elem(true, a, i, v, site); }
    public static void wa(Object a, int i, float v, int site) { elem(true, a, i, v, site); }
    public static void wa(Object a, int i, double v, int site) { elem(true, a, i, v, site); }
    public static void wa(Object a, int i, Object v, int site) { elem(true, a, i, v, site); }

    private static void ret(Object v, char kind) {
        Frame f = top();
        if (f == null) return;
        ThreadState t = state.get();
        t.busy++;
        try {
            add(f, true, "R" + f.serial, repr(v, kind, layers), objId(v), "return");
        } finally {
            t.busy--;
        }
    }

    public static void ret(int v, char kind) { ret((Object) v, kind); }
    public static void ret(long v) { ret((Object) v, 'J'); }
    public static void ret(float v) { ret((Object) v, 'F'); }
    public static void ret(double v) { ret((Object) v, 'D'); }
    public static void ret(Object v) { ret(v, 'L'); }

    // ---- untraced calls -----------------------------------------------------

    /** Before a call into untraced code: the receiver and the arguments. */
    public static void pre(int site, Object recv, Object[] args) {
        Frame f = top();
        if (f == null) return;
        ThreadState t = state.get();
        t.busy++;
        try {
            int[] si = siteInfo.get(site);
            String name = siteName.get(site);
            // Element reads through the collection API: list.get(i), map.get(k).
            if (recv instanceof List && name.equals("get") && args.length == 1 && args[0] instanceof Integer) {
                int i = (Integer) args[0];
                List<?> l = (List<?>) recv;
                if (i >= 0 && i < l.size()) add(f, false, "E" + objId(recv) + ":" + i, repr(l.get(i), 'L', layers), objId(l.get(i)), siteRecv.get(site) + "[" + i + "]");
            } else if (recv instanceof Map && args.length >= 1 && (name.equals("get") || name.equals("getOrDefault") || name.equals("containsKey"))) {
                Object v = ((Map<?, ?>) recv).get(args[0]);
                add(f, false, "E" + objId(recv) + ":" + keyName(args[0]), repr(v, 'L', layers), objId(v), siteRecv.get(site) + "[" + keyShown(args[0], siteArg0.get(site)) + "]");
            }
            f.site = si[2] == 1 ? -2 - site : site; // pure calls: recorded without snapshots
            f.recv = recv;
            f.args = args;
            f.recvBefore = null;
            f.argsBefore = null;
            if (si[2] != 1 && compare) {
                f.recvBefore = snapshot(recv);
                f.argsBefore = new ArrayList<>();
                for (Object a : args) f.argsBefore.add(isMutable(a) ? snapshot(a) : null);
            }
        } finally {
            t.busy--;
        }
    }

    /** After the call returned: the call record of the step. */
    public static void post(int site) {
        Frame f = top();
        if (f == null || (f.site != site && f.site != -2 - site)) return;
        ThreadState t = state.get();
        t.busy++;
        try {
            boolean pure = f.site < 0;
            f.site = -1;
            int[] si = siteInfo.get(site);
            StringBuilder b = new StringBuilder();
            b.append("{\"c\":").append(si[1]);
            Object recv = f.recv;
            if (recv != null) {
                b.append(",\"recv\":").append(isMutable(recv) ? objId(recv) : 0);
                b.append(",\"rtype\":");
                Json.str(b, recv.getClass().getName());
                int n = length(recv);
                if (n >= 0) b.append(",\"rlen\":").append(n);
            } else {
                b.append(",\"rtype\":");
                Json.str(b, siteRecv.get(site));
            }
            if (!pure && f.recvBefore != null && recv != null) {
                b.append(",\"rb\":");
                Json.map(b, f.recvBefore);
                b.append(",\"ra\":");
                Json.map(b, snapshot(recv));
            }
            b.append(",\"args\":[");
            Object[] args = f.args;
            for (int i = 0; i < args.length; i++) {
                if (i > 0) b.append(',');
                Object a = args[i];
                b.append("{\"id\":").append(isMutable(a) ? objId(a) : 0).append(",\"type\":");
                Json.str(b, a == null ? "null" : a.getClass().getName());
                if (!isMutable(a)) {
                    b.append(",\"r\":");
                    Json.str(b, repr(a, 'L', 0));
                } else if (identityKey(a)) {
                    b.append(",\"key\":");
                    Json.str(b, keyName(a));
                }
                if (a instanceof Map) {
                    b.append(",\"keys\":[");
                    int k = 0;
                    for (Object key : ((Map<?, ?>) a).keySet()) {
                        if (k++ > 64) break;
                        if (k > 1) b.append(',');
                        Json.str(b, repr(key, 'L', 0));
                    }
                    b.append(']');
                }
                if (!pure && f.argsBefore != null && f.argsBefore.get(i) != null) {
                    b.append(",\"b\":");
                    Json.map(b, f.argsBefore.get(i));
                    b.append(",\"a\":");
                    Json.map(b, snapshot(a));
                }
                b.append('}');
            }
            b.append("]}");
            Step s = f.cur;
            if (s.calls == null) s.calls = new ArrayList<>(1);
            s.calls.add(b.toString());
            f.recv = null;
            f.args = null;
        } finally {
            t.busy--;
        }
    }

    // ---- values -------------------------------------------------------------

    static boolean isMutable(Object v) {
        return v != null && !(v instanceof String || v instanceof Number || v instanceof Boolean || v instanceof Character || v instanceof Enum || v instanceof Class);
    }

    static synchronized int objId(Object v) {
        if (!isMutable(v)) return 0;
        Integer i = ids.get(v);
        if (i == null) {
            i = ids.size() + 1;
            ids.put(v, i);
        }
        return i;
    }

    /**
     * Whether a key is one entry only as this object: its class keeps
     * Object's equals. Two such keys whose fields print alike are still two
     * entries, so their entries are named by the object, not by its repr.
     */
    static boolean identityKey(Object k) {
        if (!isMutable(k)) return false;
        try {
            return k.getClass().getMethod("equals", Object.class).getDeclaringClass() == Object.class;
        } catch (Throwable e) {
            return false;
        }
    }

    /** The key part of an entry's location: the repr, or "@" and the object id. */
    static String keyName(Object k) {
        return identityKey(k) ? "@" + objId(k) : repr(k, 'L', 0);
    }

    /**
     * The key as shown in the variable's name: a value as it prints; an
     * identity key as the source wrote it (m[u]), else with its fields, so
     * that two keys that print alike still have two names.
     */
    static String keyShown(Object k, String expr) {
        if (!identityKey(k)) return repr(k, 'L', 0);
        return expr.equals("?") ? repr(k, 'L', 1) : expr;
    }

    static int length(Object v) {
        if (v instanceof Collection) return ((Collection<?>) v).size();
        if (v instanceof Map) return ((Map<?, ?>) v).size();
        if (v instanceof CharSequence) return ((CharSequence) v).length();
        if (v != null && v.getClass().isArray()) return Array.getLength(v);
        return -1;
    }

    static boolean jdk(Class<?> c) {
        String n = c.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    static final int MAXN = 64;

    /** A bounded shape of a container or object: path -> repr (the keys RuntimeEffects compares). */
    static Map<String, String> snapshot(Object v) {
        LinkedHashMap<String, String> out = new LinkedHashMap<>();
        if (v == null) return out;
        try {
            int n = length(v);
            if (n >= 0) out.put("#len", Integer.toString(n));
            if (n > MAXN) return out; // big containers: the length only (a bounded cost)
            if (v instanceof CharSequence) {
                out.put("", repr(v, 'L', 0));
            } else if (v instanceof Map) {
                for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) out.put("[" + keyName(e.getKey()) + "]", repr(e.getValue(), 'L', layers - 1));
            } else if (v instanceof Set) {
                for (Object e : (Set<?>) v) out.put("{" + keyName(e) + "}", "1");
            } else if (v instanceof Collection) {
                int i = 0;
                for (Object e : (Collection<?>) v) out.put("[" + (i++) + "]", repr(e, 'L', layers - 1));
            } else if (v.getClass().isArray()) {
                char k = v.getClass().getComponentType().isPrimitive() ? kindOf(v.getClass().getComponentType()) : 'L';
                for (int i = 0; i < n; i++) out.put("[" + i + "]", repr(Array.get(v, i), k, layers - 1));
            } else if (!jdk(v.getClass())) {
                for (Field fd : fields(v.getClass())) out.put("." + fd.getName(), repr(fd.get(v), 'L', layers - 1));
            } else {
                out.put("", repr(v, 'L', 1));
            }
        } catch (Throwable e) {
            out.put("", "<?>");
        }
        return out;
    }

    static char kindOf(Class<?> c) {
        if (c == boolean.class) return 'Z';
        if (c == char.class) return 'C';
        return 'I';
    }

    private static final HashMap<Class<?>, List<Field>> fieldCache = new HashMap<>();

    static synchronized List<Field> fields(Class<?> c) {
        List<Field> fs = fieldCache.get(c);
        if (fs != null) return fs;
        fs = new ArrayList<>();
        for (Class<?> k = c; k != null && !jdk(k); k = k.getSuperclass()) {
            for (Field fd : k.getDeclaredFields()) {
                if (Modifier.isStatic(fd.getModifiers()) || fd.isSynthetic()) continue;
                try {
                    fd.setAccessible(true);
                    fs.add(fd);
                } catch (RuntimeException e) {
                    // inaccessible: left out
                }
            }
        }
        fieldCache.put(c, fs);
        return fs;
    }

    /** A bounded repr: depth is how many layers of elements and fields are shown. */
    static String repr(Object v, char kind, int depth) {
        StringBuilder b = new StringBuilder();
        try {
            repr(b, v, kind, depth);
        } catch (Throwable e) {
            b.append("<?>");
        }
        if (b.length() > 200) {
            b.setLength(197);
            b.append("...");
        }
        return b.toString();
    }

    private static void repr(StringBuilder b, Object v, char kind, int depth) throws IllegalAccessException {
        if (b.length() > 200) return;
        if (v == null) {
            b.append("null");
            return;
        }
        if (v instanceof Integer && kind == 'Z') {
            b.append(((Integer) v) != 0);
            return;
        }
        if (v instanceof Integer && kind == 'C') {
            v = (char) (int) (Integer) v;
        }
        if (v instanceof String) {
            String s = (String) v;
            if (s.length() > 80) s = s.substring(0, 77) + "...";
            Json.str(b, s);
            return;
        }
        if (v instanceof Character) {
            b.append('\'').append(v).append('\'');
            return;
        }
        if (v instanceof Number || v instanceof Boolean || v instanceof Enum) {
            b.append(v);
            return;
        }
        if (v instanceof CharSequence) { // StringBuilder
            String s = v.toString();
            if (s.length() > 80) s = s.substring(0, 77) + "...";
            Json.str(b, s);
            return;
        }
        Class<?> c = v.getClass();
        if (c.isArray()) {
            int n = Array.getLength(v);
            if (depth <= 0) {
                b.append(c.getComponentType().getSimpleName()).append("[").append(n).append("]");
                return;
            }
            char k = c.getComponentType().isPrimitive() ? kindOf(c.getComponentType()) : 'L';
            b.append('[');
            for (int i = 0; i < n; i++) {
                if (i > 0) b.append(", ");
                if (i >= 20 || b.length() > 200) {
                    b.append("...");
                    break;
                }
                repr(b, Array.get(v, i), k, depth - 1);
            }
            b.append(']');
            return;
        }
        if (v instanceof Map && jdk(c)) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (depth <= 0) {
                b.append(c.getSimpleName()).append("(").append(m.size()).append(")");
                return;
            }
            b.append('{');
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (i++ > 0) b.append(", ");
                if (i > 20 || b.length() > 200) {
                    b.append("...");
                    break;
                }
                repr(b, e.getKey(), 'L', depth - 1);
                b.append('=');
                repr(b, e.getValue(), 'L', depth - 1);
            }
            b.append('}');
            return;
        }
        if (v instanceof Collection && jdk(c)) {
            Collection<?> m = (Collection<?>) v;
            if (depth <= 0) {
                b.append(c.getSimpleName()).append("(").append(m.size()).append(")");
                return;
            }
            b.append('[');
            int i = 0;
            for (Object e : m) {
                if (i++ > 0) b.append(", ");
                if (i > 20 || b.length() > 200) {
                    b.append("...");
                    break;
                }
                repr(b, e, 'L', depth - 1);
            }
            b.append(']');
            return;
        }
        if (!jdk(c)) {
            b.append(c.getSimpleName());
            if (depth <= 0) return;
            b.append('{');
            int i = 0;
            for (Field fd : fields(c)) {
                if (i++ > 0) b.append(", ");
                b.append(fd.getName()).append('=');
                repr(b, fd.get(v), 'L', depth - 1);
            }
            b.append('}');
            return;
        }
        b.append('<').append(c.getSimpleName()).append('>');
    }
}
