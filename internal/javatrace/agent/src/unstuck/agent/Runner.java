// Phase: sandbox/execute (Java side). The program the JVM runs inside the
// sandbox: it reads the plan (a properties file written by internal/javatrace),
// compiles the user's sources with the JDK's compiler, loads them through a
// class loader the agent's transformer instruments, runs a main class, a
// static call or JUnit 4 tests, and writes the record as JSON to the result
// descriptor, in the format of the Python tracer.
package unstuck.agent;

import java.io.*;
import java.lang.instrument.ClassFileTransformer;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.security.ProtectionDomain;
import java.util.*;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.*;

import java.util.concurrent.TimeUnit;

import org.junit.Test;
import org.junit.runner.Description;
import org.junit.runner.JUnitCore;
import org.junit.runner.Request;
import org.junit.runner.RunWith;
import org.junit.runner.notification.Failure;
import org.junit.runner.notification.RunListener;
import org.junit.runners.BlockJUnit4ClassRunner;
import org.junit.runners.model.FrameworkMethod;
import org.junit.runners.model.InitializationError;
import org.junit.runners.model.Statement;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;

public final class Runner {
    static Properties plan = new Properties();
    static List<String> files = new ArrayList<>();           // traced files, relative to the root
    static final Map<String, Integer> tracedClass = new HashMap<>(); // internal name -> file id
    static final Map<String, String> classSource = new HashMap<>();   // internal name -> relative source path
    static final StringBuilder extra = new StringBuilder();
    static String status = "ok";
    static String error;      // JSON object
    static String value;
    static final List<String> tests = new ArrayList<>();
    static long t0;
    static boolean written;
    static String mode;

    public static void main(String[] args) throws Exception {
        try {
            run(args);
        } catch (Throwable t) {
            // The runner itself failed: say so rather than "ok".
            error = errorOf(t);
            emit("crashed");
            Runtime.getRuntime().halt(3);
        }
    }

    static void run(String[] args) throws Exception {
        try (Reader r = new InputStreamReader(new FileInputStream(args[0]), StandardCharsets.UTF_8)) {
            plan.load(r);
        }
        mode = plan.getProperty("mode", "program");
        Path root = Paths.get(plan.getProperty("root", "."));
        files = split(plan.getProperty("files", ""));
        Rec.maxSteps = Integer.parseInt(plan.getProperty("max_steps", "100000"));
        Rec.layers = Integer.parseInt(plan.getProperty("layers", "1"));
        Rec.values = !"false".equals(plan.getProperty("values"));
        Rec.compare = !"false".equals(plan.getProperty("compare"));
        Rec.lineBudget = Long.parseLong(plan.getProperty("line_budget", Long.toString(Rec.maxSteps * 20L)));
        timeoutScale = Long.parseLong(plan.getProperty("timeout_scale", "10"));
        boolean traced = !"true".equals(plan.getProperty("untraced"));
        // Mutants run instrumented for their line count only: a looping
        // mutant stops at a step budget, not at a wall-clock limit.
        boolean counted = "mutants".equals(mode) && Rec.lineBudget > 0;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> emit(null)));
        double soft = Double.parseDouble(plan.getProperty("soft_seconds", "0"));
        if (soft > 0) {
            Thread w = new Thread(() -> {
                try {
                    Thread.sleep((long) (soft * 1000));
                } catch (InterruptedException e) {
                    return;
                }
                error = errorJson("timeout", "wall-clock limit of " + soft + "s reached", -1, null, null);
                emit("timeout");
                Runtime.getRuntime().halt(124);
            });
            w.setDaemon(true);
            w.start();
        }
        // 1. Compile.
        Path classes = root.resolve(".unstuck-classes");
        Files.createDirectories(classes);
        List<String> sources = split(plan.getProperty("compile", ""));
        if ("call".equals(mode)) sources = new ArrayList<>(sources);
        if (!compile(root, classes, sources, true)) {
            emit("compile_error");
            return;
        }
        if ("call".equals(mode) && !compileCall(root, classes)) {
            emit("compile_error");
            return;
        }
        scan(classes, classes);
        URLClassLoader loader = new URLClassLoader(new URL[]{classes.toUri().toURL()}, Runner.class.getClassLoader());
        if (traced || counted) {
            if (Agent.inst == null) throw new IllegalStateException("run with -javaagent");
            Instrumenter ins = new Instrumenter(tracedClass.keySet(), loader);
            Agent.inst.addTransformer(new ClassFileTransformer() {
                @Override
                public byte[] transform(ClassLoader l, String name, Class<?> c, ProtectionDomain pd, byte[] b) {
                    Integer fid = name == null ? null : tracedClass.get(name);
                    if (fid == null || (l != loader && !(l instanceof MutantLoader))) return null;
                    try {
                        return ins.instrument(b, fid);
                    } catch (Throwable e) {
                        System.err.println("unstuck: cannot instrument " + name + ": " + e);
                        return null;
                    }
                }
            });
            // Every traced class now, so that the static side is complete.
            for (String n : traced ? new TreeSet<>(tracedClass.keySet()) : new TreeSet<String>()) {
                try {
                    Class.forName(n.replace('/', '.'), false, loader);
                } catch (Throwable e) {
                    System.err.println("unstuck: cannot load " + n + ": " + e);
                }
            }
        }
        if (!traced) Rec.values = false;
        t0 = System.nanoTime();
        try {
            switch (mode) {
                case "program": {
                    Class<?> c = Class.forName(plan.getProperty("main"), true, loader);
                    Method m = c.getMethod("main", String[].class);
                    Rec.on = traced;
                    m.invoke(null, (Object) split(plan.getProperty("args", "")).toArray(new String[0]));
                    Rec.on = false;
                    break;
                }
                case "call": {
                    Class<?> c = Class.forName("UnstuckCall", true, loader);
                    Method m = c.getMethod("run");
                    Rec.on = traced;
                    Object v = m.invoke(null);
                    Rec.on = false;
                    value = v == VOID ? "void" : Rec.repr(v, 'L', Math.max(1, Rec.layers));
                    break;
                }
                case "junit":
                case "tests":
                    runTests(loader, traced);
                    break;
                case "mutants":
                    runMutants(root, classes);
                    break;
                default:
                    throw new IllegalArgumentException("unknown mode " + mode);
            }
        } catch (InvocationTargetException e) {
            Rec.on = false;
            Throwable t = e.getCause();
            if (t instanceof Rec.StepLimit) {
                status = "step_limit";
            } else {
                status = "raised";
                error = errorOf(t);
            }
        }
        Rec.on = false;
        emit(null);
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    static final Object VOID = new Object();

    static List<String> split(String s) {
        List<String> out = new ArrayList<>();
        for (String x : s.split("\u0001")) if (!x.isEmpty()) out.add(x);
        return out;
    }

    static String classpath() {
        return plan.getProperty("classpath", System.getProperty("java.class.path"));
    }

    static boolean compile(Path root, Path classes, List<String> sources, boolean withSourcePath) throws IOException {
        return compile(root, classes, sources, withSourcePath, classes);
    }

    static boolean compile(Path root, Path classes, List<String> sources, boolean withSourcePath, Path base) throws IOException {
        JavaCompiler jc = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diags = new DiagnosticCollector<>();
        StandardJavaFileManager fm = jc.getStandardFileManager(diags, null, StandardCharsets.UTF_8);
        List<File> fs = new ArrayList<>();
        for (String s : sources) fs.add(root.resolve(s).toFile());
        List<String> opts = new ArrayList<>(Arrays.asList("-g", "-nowarn", "-proc:none", "-encoding", "UTF-8",
                "-d", classes.toString(), "-cp", base + File.pathSeparator + classpath(), "-implicit:class", "-Xlint:none"));
        if (withSourcePath) opts.addAll(Arrays.asList("-sourcepath", root.toString()));
        Boolean ok = jc.getTask(null, fm, diags, opts, null, fm.getJavaFileObjectsFromFiles(fs)).call();
        if (ok) return true;
        for (Diagnostic<? extends JavaFileObject> d : diags.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) continue;
            String file = d.getSource() == null ? null : root.relativize(Paths.get(d.getSource().toUri())).toString();
            error = errorJson("CompileError", d.getMessage(Locale.ROOT), (int) d.getLineNumber(), file, null);
            break;
        }
        if (error == null) error = errorJson("CompileError", "javac failed", -1, null, null);
        return false;
    }

    /** A static call: a class whose run() evaluates the expression. */
    static boolean compileCall(Path root, Path classes) throws IOException {
        StringBuilder imports = new StringBuilder();
        Pattern pk = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");
        for (String f : files) {
            Matcher m = pk.matcher(new String(Files.readAllBytes(root.resolve(f)), StandardCharsets.UTF_8));
            if (m.find()) imports.append("import ").append(m.group(1)).append(".*;\n");
        }
        imports.append("import java.util.*;\n");
        String expr = plan.getProperty("call");
        Path dir = root.resolve(".unstuck-call");
        Files.createDirectories(dir);
        Path src = dir.resolve("UnstuckCall.java");
        String head = imports + "public class UnstuckCall {\n  public static Object run() throws Throwable {\n";
        Files.write(src, (head + "    return (Object) (" + expr + ");\n  }\n}\n").getBytes(StandardCharsets.UTF_8));
        String saved = error;
        if (compile(root, classes, Collections.singletonList(root.relativize(src).toString()), false)) return true;
        error = saved;
        Files.write(src, (head + "    " + expr + ";\n    return unstuck.agent.Runner.VOID;\n  }\n}\n").getBytes(StandardCharsets.UTF_8));
        return compile(root, classes, Collections.singletonList(root.relativize(src).toString()), false);
    }

    /** Which classes came from which source file; those of the traced files are traced. */
    static void scan(Path dir, Path classes) throws IOException {
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                if (Files.isDirectory(p)) {
                    scan(p, classes);
                    continue;
                }
                if (!p.toString().endsWith(".class")) continue;
                ClassReader cr = new ClassReader(Files.readAllBytes(p));
                final String[] src = new String[1];
                cr.accept(new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitSource(String source, String debug) {
                        src[0] = source;
                    }
                }, ClassReader.SKIP_CODE);
                String name = cr.getClassName();
                if (src[0] == null) continue;
                int slash = name.lastIndexOf('/');
                String path = (slash >= 0 ? name.substring(0, slash + 1) : "") + src[0];
                for (int i = 0; i < files.size(); i++) {
                    String f = files.get(i);
                    if (f.equals(path) || f.endsWith("/" + path)) {
                        tracedClass.put(name, i);
                        path = f;
                    }
                }
                classSource.put(name, path);
            }
        }
    }

    // ---- JUnit ---------------------------------------------------------------

    static void runTests(ClassLoader loader, boolean traced) throws Exception {
        boolean coverage = mode.equals("tests");
        if (coverage) Rec.values = false;
        List<Request> reqs = new ArrayList<>();
        for (String t : split(plan.getProperty("tests", ""))) {
            int h = t.indexOf('#');
            Class<?> c = Class.forName(h < 0 ? t : t.substring(0, h), true, loader);
            reqs.add(request(c, h < 0 ? null : t.substring(h + 1)));
        }
        JUnitCore core = new JUnitCore();
        final Failure[] failed = new Failure[1];
        core.addListener(new RunListener() {
            @Override
            public void testStarted(Description d) {
                failed[0] = null;
                Rec.resetCoverage();
                Rec.on = traced;
            }

            @Override
            public void testFailure(Failure f) {
                failed[0] = f;
            }

            @Override
            public void testAssumptionFailure(Failure f) {
                failed[0] = f;
            }

            @Override
            public void testFinished(Description d) {
                Rec.on = false;
                StringBuilder b = new StringBuilder("{\"id\":");
                Json.str(b, d.getClassName() + "#" + d.getMethodName());
                Throwable t = failed[0] == null ? null : failed[0].getException();
                boolean timeout = t != null && t.getClass().getSimpleName().equals("TestTimedOutException");
                boolean limit = t instanceof Rec.StepLimit || Rec.limitHit;
                b.append(",\"outcome\":\"").append(t == null ? "passed" : "failed").append('"');
                if (timeout) b.append(",\"timeout\":true");
                if (limit) b.append(",\"step_limit\":true");
                if (coverage) b.append(",\"steps\":").append(Rec.lineCount);
                if (coverage) {
                    b.append(",\"lines\":{");
                    int k = 0;
                    synchronized (Rec.class) {
                        for (Map.Entry<Integer, BitSet> e : Rec.covered.entrySet()) {
                            if (k++ > 0) b.append(',');
                            Json.str(b, files.get(e.getKey()));
                            b.append(":[");
                            BitSet bs = e.getValue();
                            int j = 0;
                            for (int l = bs.nextSetBit(0); l >= 0; l = bs.nextSetBit(l + 1)) {
                                if (j++ > 0) b.append(',');
                                b.append(l);
                            }
                            b.append(']');
                        }
                    }
                    b.append('}');
                }
                if (t != null) b.append(",\"error\":").append(errorOf(t));
                b.append('}');
                synchronized (tests) {
                    tests.add(b.toString());
                }
                if (!coverage && t != null) {
                    if (limit) {
                        status = "step_limit";
                    } else {
                        status = timeout ? "timeout" : "raised";
                    }
                    error = errorOf(t);
                }
            }
        });
        for (Request r : reqs) core.run(r);
    }

    static long timeoutScale = 10;
    static final long MIN_TIMEOUT_MS = 20000; // a scaled timeout is never below this

    /**
     * The request for a test class (one method of it when method is set).
     * A test's own timeout (@Test(timeout = ...)) is a wall-clock limit, so
     * under load a test can fail on it and pass when the machine is idle;
     * the runs here are bounded by steps instead, and the annotation's
     * limit is only scaled up (timeout_scale) as a backstop for a loop that
     * runs no traced line. A class with its own runner keeps it.
     */
    static Request request(Class<?> c, String method) {
        Request r = Request.aClass(c);
        if (timeoutScale != 1 && c.getAnnotation(RunWith.class) == null) {
            try {
                r = Request.runner(new ScaledTimeouts(c));
            } catch (InitializationError e) {
                // the default runner reports the class's error
            }
        }
        return method == null ? r : r.filterWith(Description.createTestDescription(c, method));
    }

    static final class ScaledTimeouts extends BlockJUnit4ClassRunner {
        ScaledTimeouts(Class<?> c) throws InitializationError {
            super(c);
        }

        @Override
        @SuppressWarnings("deprecation")
        protected Statement withPotentialTimeout(FrameworkMethod m, Object test, Statement next) {
            Test t = m.getAnnotation(Test.class);
            long ms = t == null ? 0 : t.timeout();
            if (ms <= 0) return next;
            return new OnThisThread(next, Math.max(ms * timeoutScale, MIN_TIMEOUT_MS));
        }
    }

    /**
     * A test's time limit kept on the thread that runs the tests. JUnit's
     * FailOnTimeout runs each test on a new thread, and HotSpot seeds each
     * thread's identity hash codes when the thread is made, at a moment
     * that depends on the JVM's own threads: a program that iterates a
     * HashSet of objects without hashCode ran in a different order from
     * run to run. Here a watchdog stops the thread when the limit passes.
     */
    static final class OnThisThread extends Statement {
        final Statement next;
        final long ms;

        OnThisThread(Statement next, long ms) {
            this.next = next;
            this.ms = ms;
        }

        @Override
        @SuppressWarnings({"deprecation", "removal"})
        public void evaluate() throws Throwable {
            Thread me = Thread.currentThread();
            Object lock = new Object();
            boolean[] state = new boolean[2]; // done, fired
            Thread w = new Thread(() -> {
                try {
                    Thread.sleep(ms);
                } catch (InterruptedException e) {
                    return;
                }
                synchronized (lock) {
                    if (state[0]) return;
                    state[1] = true;
                    try {
                        me.stop();
                    } catch (Throwable e) {
                        // not supported: the run's own limit ends it
                    }
                }
            }, "unstuck-watchdog");
            w.setDaemon(true);
            w.start();
            try {
                next.evaluate();
            } catch (ThreadDeath d) {
                synchronized (lock) {
                    if (state[1]) throw new org.junit.runners.model.TestTimedOutException(ms, TimeUnit.MILLISECONDS);
                }
                throw d;
            } finally {
                synchronized (lock) {
                    state[0] = true;
                }
                w.interrupt();
            }
        }
    }

    /** The class loader of one mutant: its traced classes are counted, not recorded. */
    static final class MutantLoader extends URLClassLoader {
        MutantLoader(URL[] urls, ClassLoader parent) {
            super(urls, parent);
        }
    }

    // ---- mutants --------------------------------------------------------------

    static final List<String> mutants = new ArrayList<>();

    /**
     * Each mutant (a variant of the first traced file) is compiled against
     * the base classes into its own directory and loaded with the tests by a
     * fresh class loader; the failing test runs first, and only a mutant that
     * makes it pass runs the rest of the tests.
     */
    static void runMutants(Path root, Path classes) throws Exception {
        int n = Integer.parseInt(plan.getProperty("mutants", "0"));
        String file = files.get(0);
        String testClass = plan.getProperty("tests");
        String failing = plan.getProperty("failing");
        long perTest = Long.parseLong(plan.getProperty("mutant_ms", "4000"));
        for (int i = 0; i < n; i++) {
            Path dir = root.resolve(".unstuck-mut").resolve(Integer.toString(i));
            Path src = dir.resolve(file);
            Files.createDirectories(src.getParent());
            Files.copy(root.resolve(".unstuck-mutants").resolve("m" + i + ".java"), src, StandardCopyOption.REPLACE_EXISTING);
            Path out = root.resolve(".unstuck-mutclasses").resolve(Integer.toString(i));
            Files.createDirectories(out);
            StringBuilder b = new StringBuilder("{\"id\":").append(i);
            String saved = error;
            boolean ok = compile(dir, out, Collections.singletonList(file), false, classes);
            error = saved;
            if (!ok) {
                b.append(",\"compiled\":false}");
                synchronized (mutants) {
                    mutants.add(b.toString());
                }
                continue;
            }
            URLClassLoader l = new MutantLoader(new URL[]{out.toUri().toURL(), classes.toUri().toURL()}, Runner.class.getClassLoader());
            Class<?> tc = Class.forName(testClass, true, l);
            org.junit.runner.Result r = runLimited(request(tc, failing), perTest);
            boolean fixes = r != null && r.getFailureCount() == 0 && r.getRunCount() == 1;
            b.append(",\"compiled\":true,\"fixes\":").append(fixes);
            if (r == null) b.append(",\"timeout\":true");
            if (r != null && !fixes && stepLimited(r)) b.append(",\"step_limit\":true");
            if (fixes) {
                org.junit.runner.Result all = runLimited(request(tc, null), perTest * 10);
                if (all == null) {
                    b.append(",\"timeout\":true,\"fixes\":false");
                } else {
                    b.append(",\"run\":").append(all.getRunCount()).append(",\"failed\":").append(all.getFailureCount());
                }
            }
            b.append('}');
            stopStrays();
            synchronized (mutants) {
                mutants.add(b.toString());
            }
        }
    }

    /**
     * runLimited runs a request on a thread of its own for at most ms
     * milliseconds; a mutant often loops for ever (a loop whose variable
     * no longer advances), and one such must not take the others' time.
     * Null when it did not finish (the thread is stopped).
     */
    @SuppressWarnings({"deprecation", "removal"})
    static org.junit.runner.Result runLimited(Request req, long ms) throws InterruptedException {
        org.junit.runner.Result[] out = new org.junit.runner.Result[1];
        Thread t = new Thread(() -> {
            JUnitCore core = new JUnitCore();
            // Each test has the whole step budget; the count starts at its start.
            core.addListener(new RunListener() {
                @Override
                public void testStarted(Description d) {
                    Rec.resetCoverage();
                    Rec.on = true;
                }

                @Override
                public void testFinished(Description d) {
                    Rec.on = false;
                }
            });
            out[0] = core.run(req);
        }, "unstuck-mutant");
        t.setDaemon(true);
        t.start();
        t.join(ms);
        if (t.isAlive()) {
            try {
                t.stop();
            } catch (Throwable e) {
                // not supported: it keeps running until the run ends
            }
            t.join(1000);
            return null;
        }
        return out[0];
    }

    static boolean stepLimited(org.junit.runner.Result r) {
        for (Failure f : r.getFailures()) if (f.getException() instanceof Rec.StepLimit) return true;
        return false;
    }

    /** Threads of tests that timed out keep running: stop them. */
    @SuppressWarnings({"deprecation", "removal"})
    static void stopStrays() {
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t != Thread.currentThread() && t.getName().startsWith("Time-limited test") && t.isAlive()) {
                try {
                    t.stop();
                } catch (Throwable e) {
                    // not supported: it keeps running until the run ends
                }
            }
        }
    }

    // ---- errors and the result -----------------------------------------------

    static String errorOf(Throwable t) {
        int line = -1;
        String file = null;
        // The innermost frame in a traced file, else in any user file.
        for (StackTraceElement e : t.getStackTrace()) {
            String cn = e.getClassName().replace('.', '/');
            if (tracedClass.containsKey(cn) && e.getLineNumber() > 0) {
                line = e.getLineNumber();
                file = classSource.get(cn);
                break;
            }
        }
        if (file == null) {
            for (StackTraceElement e : t.getStackTrace()) {
                String cn = e.getClassName().replace('.', '/');
                if (classSource.containsKey(cn) && e.getLineNumber() > 0) {
                    line = e.getLineNumber();
                    file = classSource.get(cn);
                    break;
                }
            }
        }
        StringWriter sw = new StringWriter();
        t.printStackTrace(new PrintWriter(sw));
        String tb = sw.toString();
        if (tb.length() > 4000) tb = tb.substring(0, 4000);
        String msg = t.getMessage() == null ? "" : t.getMessage();
        if (msg.length() > 500) msg = msg.substring(0, 500);
        return errorJson(t.getClass().getSimpleName(), msg, line, file, tb);
    }

    static String errorJson(String type, String msg, int line, String file, String tb) {
        StringBuilder b = new StringBuilder("{\"type\":");
        Json.str(b, type);
        b.append(",\"message\":");
        Json.str(b, msg == null ? "" : msg);
        b.append(",\"line\":").append(line > 0 ? Integer.toString(line) : "null");
        if (file != null) {
            b.append(",\"file\":");
            Json.str(b, file);
        }
        if (tb != null) {
            b.append(",\"traceback\":");
            Json.str(b, tb);
        }
        return b.append('}').toString();
    }

    static synchronized void emit(String st) {
        if (written) return;
        written = true;
        Rec.on = false;
        if (st != null) status = st;
        else if (t0 != 0 && "ok".equals(status) && Rec.limitHit) status = "step_limit";
        double secs = t0 == 0 ? 0 : (System.nanoTime() - t0) / 1e9;
        StringBuilder b = new StringBuilder(1 << 16);
        b.append("{\"mode\":");
        Json.str(b, mode == null ? "" : mode);
        b.append(",\"status\":");
        Json.str(b, status);
        b.append(",\"error\":").append(error == null ? "null" : error);
        b.append(",\"limit_hit\":").append(Rec.limitHit);
        b.append(",\"trace_seconds\":").append(secs);
        if (value != null) {
            b.append(",\"value\":");
            Json.str(b, value);
        }
        b.append(",\"tests\":[");
        synchronized (tests) {
            b.append(String.join(",", tests));
        }
        b.append("],\"mutants\":[");
        synchronized (mutants) {
            b.append(String.join(",", mutants));
        }
        b.append("]");
        synchronized (Rec.class) {
            b.append(",\"steps_count\":").append(Rec.values ? Rec.steps.size() : Rec.lineCount);
            // A cost measurement wants the count, not the record.
            boolean drop = "true".equals(plan.getProperty("drop_steps"));
            b.append(",\"frames\":[");
            for (int i = 0; i < (drop ? 0 : Rec.frames.size()); i++) {
                Object[] f = Rec.frames.get(i);
                if (i > 0) b.append(',');
                b.append('[').append(f[0]).append(',');
                Json.str(b, (String) f[1]);
                b.append(',').append(f[2]).append(',').append(f[3]).append(']');
            }
            b.append("],\"steps\":[");
            for (int i = 0; i < (drop ? 0 : Rec.steps.size()); i++) {
                Rec.Step s = Rec.steps.get(i);
                if (i > 0) b.append(',');
                b.append('[').append(s.fid).append(',').append(s.line).append(',').append(s.frame).append(',');
                access(b, s.reads);
                b.append(',');
                access(b, s.writes);
                b.append(',');
                if (s.entry) b.append("\"call\"");
                else if (s.calls == null) b.append("null");
                else b.append('[').append(String.join(",", s.calls)).append(']');
                b.append(']');
            }
            b.append("],\"exceptions\":{");
            int k = 0;
            for (Map.Entry<Integer, String> e : Rec.exceptions.entrySet()) {
                if (k++ > 0) b.append(',');
                b.append('"').append(e.getKey()).append("\":");
                Json.str(b, e.getValue());
            }
            b.append('}');
            // The static side, from the bytecode.
            b.append(",\"java\":{");
            k = 0;
            synchronized (Instrumenter.class) {
                for (Map.Entry<Integer, Instrumenter.FileInfo> e : Instrumenter.files.entrySet()) {
                    Instrumenter.FileInfo fi = e.getValue();
                    if (k++ > 0) b.append(',');
                    Json.str(b, files.get(e.getKey()));
                    b.append(":{\"lines\":").append(fi.lines.toString().replace(" ", ""));
                    b.append(",\"ctrl\":{");
                    int j = 0;
                    for (Map.Entry<Integer, TreeSet<Integer>> c : fi.ctrl.entrySet()) {
                        if (j++ > 0) b.append(',');
                        b.append('"').append(c.getKey()).append("\":").append(c.getValue().toString().replace(" ", ""));
                    }
                    b.append("},\"calls\":{");
                    j = 0;
                    for (Map.Entry<Integer, ArrayList<String>> c : fi.calls.entrySet()) {
                        if (j++ > 0) b.append(',');
                        b.append('"').append(c.getKey()).append("\":[").append(String.join(",", c.getValue())).append(']');
                    }
                    b.append("}}");
                }
            }
            b.append('}');
        }
        b.append('}');
        byte[] out = b.toString().getBytes(StandardCharsets.UTF_8);
        String dest = plan.getProperty("result", "/proc/self/fd/3");
        try (OutputStream o = new FileOutputStream(dest)) {
            o.write(out);
        } catch (IOException e) {
            System.err.println("unstuck: cannot write the result: " + e);
        }
    }

    static void access(StringBuilder b, List<Object[]> as) {
        if (as == null) {
            b.append("null");
            return;
        }
        b.append('[');
        for (int i = 0; i < as.size(); i++) {
            Object[] a = as.get(i);
            if (i > 0) b.append(',');
            b.append('[');
            Json.str(b, (String) a[0]);
            b.append(',');
            Json.str(b, (String) a[1]);
            b.append(',').append(a[2]).append(',');
            Json.str(b, (String) a[3]);
            b.append(']');
        }
        b.append(']');
    }
}
