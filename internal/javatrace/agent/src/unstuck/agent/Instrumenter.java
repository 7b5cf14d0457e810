// Phase: instrument (Java). Rewrites the bytecode of a traced class with
// ASM's tree API so that it reports to Rec: a line event at each line-number
// label, the reads and writes of locals, fields and array elements with
// their values, method entry (parameters), return values, exceptions that
// leave a frame, and the receiver and arguments of calls into untraced code
// (the JDK's collections, helper classes) for dependency recovery. From the
// same bytecode it derives the static side the Go engine needs: executable
// lines, control dependencies between lines (post-dominators over the
// method's control-flow graph), and the call sites of each line.
package unstuck.agent;

import java.util.*;

import org.objectweb.asm.*;
import org.objectweb.asm.tree.*;
import org.objectweb.asm.tree.analysis.*;

final class Instrumenter implements Opcodes {
    static final String REC = "unstuck/agent/Rec";

    /** Per traced file: what the Go side reads as static information. */
    static final class FileInfo {
        final TreeSet<Integer> lines = new TreeSet<>();
        final TreeMap<Integer, TreeSet<Integer>> ctrl = new TreeMap<>();
        final TreeMap<Integer, ArrayList<String>> calls = new TreeMap<>(); // line -> call site JSON
        int sites;
    }

    static final HashMap<Integer, FileInfo> files = new HashMap<>();
    static final HashMap<String, Integer> varIds = new HashMap<>();

    final Set<String> traced; // internal names of the traced classes
    final ClassLoader loader;

    Instrumenter(Set<String> traced, ClassLoader loader) {
        this.traced = traced;
        this.loader = loader;
    }

    static synchronized FileInfo info(int fid) {
        return files.computeIfAbsent(fid, k -> new FileInfo());
    }

    byte[] instrument(byte[] bytes, int fid) {
        ClassReader cr = new ClassReader(bytes);
        ClassNode cn = new ClassNode();
        cr.accept(cn, ClassReader.SKIP_FRAMES);
        for (MethodNode m : cn.methods) {
            if ((m.access & (ACC_ABSTRACT | ACC_NATIVE | ACC_BRIDGE)) != 0 || m.instructions.size() == 0) continue;
            try {
                new MethodRewriter(cn, m, fid).run();
            } catch (AnalyzerException e) {
                // left as it is: the method is simply not traced
            }
        }
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return commonSuper(a, b, cn);
            }
        };
        cn.accept(cw);
        return cw.toByteArray();
    }

    private String commonSuper(String a, String b, ClassNode cn) {
        try {
            if (a.equals(cn.name)) a = cn.superName;
            if (b.equals(cn.name)) b = cn.superName;
            Class<?> c = Class.forName(a.replace('/', '.'), false, loader);
            Class<?> d = Class.forName(b.replace('/', '.'), false, loader);
            if (c.isAssignableFrom(d)) return a;
            if (d.isAssignableFrom(c)) return b;
            if (c.isInterface() || d.isInterface()) return "java/lang/Object";
            do {
                c = c.getSuperclass();
            } while (!c.isAssignableFrom(d));
            return c.getName().replace('.', '/');
        } catch (Throwable e) {
            return "java/lang/Object";
        }
    }

    static synchronized int varId(String name, char kind) {
        String k = name + "/" + kind;
        Integer i = varIds.get(k);
        if (i == null) {
            synchronized (Rec.class) {
                Rec.varName.add(name);
                Rec.varKind.add(kind);
                i = Rec.varName.size() - 1;
            }
            varIds.put(k, i);
        }
        return i;
    }

    static int reg(ArrayList<String> names, ArrayList<Character> kinds, String n, char k) {
        synchronized (Rec.class) {
            names.add(n);
            if (kinds != null) kinds.add(k);
            return names.size() - 1;
        }
    }

    static String simple(String internal) {
        String s = internal.substring(internal.lastIndexOf('/') + 1);
        return s.substring(s.lastIndexOf('$') + 1);
    }

    /** Calls into this owner are recorded for recovery (untraced code whose effects matter). */
    boolean recordedOwner(String owner) {
        if (traced.contains(owner) || owner.startsWith("[")) return false;
        if (owner.startsWith("java/util/") || owner.equals("java/lang/StringBuilder") || owner.equals("java/lang/String")
                || owner.equals("java/lang/Iterable") || owner.equals("java/lang/CharSequence")) return true;
        return !(owner.startsWith("java/") || owner.startsWith("javax/") || owner.startsWith("jdk/") || owner.startsWith("sun/")
                || owner.startsWith("org/junit/") || owner.startsWith("unstuck/agent/"));
    }

    // Methods that write nothing a caller sees: recorded without snapshots.
    static final Set<String> PURE = new HashSet<>(Arrays.asList(
            "get", "size", "isEmpty", "contains", "containsKey", "containsValue", "indexOf", "lastIndexOf", "iterator",
            "hasNext", "next", "charAt", "length", "equals", "hashCode", "toString", "peek", "peekFirst", "peekLast",
            "getOrDefault", "keySet", "values", "entrySet", "getKey", "getValue", "substring", "subList", "stream",
            "compareTo", "intValue", "valueOf", "toCharArray", "isDigit", "startsWith", "endsWith", "trim", "split",
            "toUpperCase", "toLowerCase", "first", "last", "firstKey", "lastKey", "getFirst", "getLast", "element",
            "listIterator", "hasPrevious", "previous", "asList", "copyOf", "copyOfRange", "min", "max", "floorKey",
            "ceilingKey", "higherKey", "lowerKey", "headMap", "tailMap", "subMap", "containsAll", "toArray"));

    final class MethodRewriter {
        final ClassNode cn;
        final MethodNode m;
        final int fid;
        final AbstractInsnNode[] insns;
        // Positions are found by scanning insns, not through an identity map:
        // identity hash codes taken here, on the thread that loads the class,
        // would shift the hash codes the program's own objects get, and with
        // them the order it iterates a HashSet of them.
        Integer index(AbstractInsnNode n) {
            for (int i = 0; i < insns.length; i++) if (insns[i] == n) return i;
            return null;
        }
        Frame<SourceValue>[] frames;
        final ArrayList<Integer>[] succ;
        final int[] lineOf;
        int nextLocal;

        @SuppressWarnings("unchecked")
        MethodRewriter(ClassNode cn, MethodNode m, int fid) {
            this.cn = cn;
            this.m = m;
            this.fid = fid;
            insns = m.instructions.toArray();
            succ = new ArrayList[insns.length];
            lineOf = new int[insns.length];
            nextLocal = m.maxLocals;
        }

        void run() throws AnalyzerException {
            Analyzer<SourceValue> an = new Analyzer<SourceValue>(new SourceInterpreter()) {
                @Override
                protected void newControlFlowEdge(int i, int s) {
                    if (succ[i] == null) succ[i] = new ArrayList<>(2);
                    if (!succ[i].contains(s)) succ[i].add(s);
                }
            };
            frames = an.analyze(cn.name, m);
            int line = 0, first = 0;
            FileInfo fi = info(fid);
            for (int i = 0; i < insns.length; i++) {
                if (insns[i] instanceof LineNumberNode) {
                    line = ((LineNumberNode) insns[i]).line;
                    if (first == 0) first = line;
                    synchronized (fi) {
                        fi.lines.add(line);
                    }
                }
                lineOf[i] = line;
            }
            controlDeps(fi);
            int mid;
            synchronized (Rec.class) {
                Rec.methodName.add(m.name);
                Rec.methodFile.add(fid);
                Rec.methodLine.add(first);
                mid = Rec.methodName.size() - 1;
            }
            boolean isStatic = (m.access & ACC_STATIC) != 0;
            boolean ctor = m.name.equals("<init>");
            boolean initialized = !ctor; // in a constructor, 'this' is usable after super()/this()
            AbstractInsnNode bodyStart = null;
            for (int i = 0; i < insns.length; i++) {
                AbstractInsnNode n = insns[i];
                if (!initialized) {
                    if (n.getOpcode() == INVOKESPECIAL && ((MethodInsnNode) n).name.equals("<init>")
                            && (((MethodInsnNode) n).owner.equals(cn.superName) || ((MethodInsnNode) n).owner.equals(cn.name))
                            && frames[i] != null && receiverIsThis(i, Type.getArgumentTypes(((MethodInsnNode) n).desc).length)) {
                        initialized = true;
                        bodyStart = n;
                    }
                    if (n instanceof LineNumberNode) lineEvent((LineNumberNode) n);
                    continue;
                }
                if (frames[i] == null) continue; // dead code
                rewrite(n, i, isStatic);
            }
            // Entry: the frame, then the parameters as writes of the entry step.
            InsnList pre = new InsnList();
            pre.add(push(mid));
            pre.add(new MethodInsnNode(INVOKESTATIC, REC, "enter", "(I)V", false));
            int slot = isStatic ? 0 : 1;
            for (Type t : Type.getArgumentTypes(m.desc)) {
                String name = localName(slot, 0);
                pre.add(new VarInsnNode(t.getOpcode(ILOAD), slot));
                pre.add(push(varId(name, kindOf(t))));
                pre.add(new MethodInsnNode(INVOKESTATIC, REC, "wl", "(" + recType(t) + "I)V", false));
                slot += t.getSize();
            }
            LabelNode start = new LabelNode(), end = new LabelNode(), handler = new LabelNode();
            if (bodyStart == null) {
                pre.add(start);
                m.instructions.insert(pre);
            } else {
                m.instructions.insert(pre);
                m.instructions.insert(bodyStart, start);
            }
            m.instructions.add(end);
            m.instructions.add(handler);
            m.instructions.add(new InsnNode(DUP));
            m.instructions.add(new MethodInsnNode(INVOKESTATIC, REC, "exc", "(Ljava/lang/Throwable;)V", false));
            m.instructions.add(new InsnNode(ATHROW));
            m.tryCatchBlocks.add(new TryCatchBlockNode(start, end, handler, null));
        }

        boolean receiverIsThis(int i, int nargs) {
            Frame<SourceValue> f = frames[i];
            SourceValue v = f.getStack(f.getStackSize() - 1 - nargs);
            for (AbstractInsnNode p : v.insns) {
                if (p.getOpcode() == ALOAD && ((VarInsnNode) p).var == 0) return true;
            }
            return false;
        }

        void lineEvent(LineNumberNode ln) {
            InsnList l = new InsnList();
            l.add(push(fid));
            l.add(push(ln.line));
            l.add(new MethodInsnNode(INVOKESTATIC, REC, "line", "(II)V", false));
            m.instructions.insert(ln, l);
        }

        int newLocal(Type t) {
            int s = nextLocal;
            nextLocal += t.getSize();
            return s;
        }

        void rewrite(AbstractInsnNode n, int i, boolean isStatic) {
            int op = n.getOpcode();
            if (n instanceof LineNumberNode) {
                lineEvent((LineNumberNode) n);
                return;
            }
            InsnList before = new InsnList(), after = new InsnList();
            switch (op) {
                case ILOAD: case LLOAD: case FLOAD: case DLOAD: case ALOAD: {
                    int var = ((VarInsnNode) n).var;
                    if (op == ALOAD && var == 0 && !isStatic) return; // 'this'
                    Type t = typeOfLoad(op);
                    String name = localName(var, i);
                    after.add(new InsnNode(t.getSize() == 2 ? DUP2 : DUP));
                    after.add(push(varId(name, kindFor(var, i, t))));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, "rl", "(" + recType(t) + "I)V", false));
                    break;
                }
                case ISTORE: case LSTORE: case FSTORE: case DSTORE: case ASTORE: {
                    int var = ((VarInsnNode) n).var;
                    Type t = typeOfLoad(op - ISTORE + ILOAD);
                    String name = localName(var, i + 1);
                    after.add(new VarInsnNode(op - ISTORE + ILOAD, var));
                    after.add(push(varId(name, kindFor(var, i + 1, t))));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, "wl", "(" + recType(t) + "I)V", false));
                    break;
                }
                case IINC: {
                    int var = ((IincInsnNode) n).var;
                    int id = varId(localName(var, i), kindFor(var, i, Type.INT_TYPE));
                    before.add(new VarInsnNode(ILOAD, var));
                    before.add(push(id));
                    before.add(new MethodInsnNode(INVOKESTATIC, REC, "rl", "(II)V", false));
                    after.add(new VarInsnNode(ILOAD, var));
                    after.add(push(id));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, "wl", "(II)V", false));
                    break;
                }
                case GETFIELD: {
                    FieldInsnNode f = (FieldInsnNode) n;
                    Type t = Type.getType(f.desc);
                    int id = reg(Rec.fieldName, Rec.fieldKind, f.name, kindOf(t));
                    Rec.fieldShown.add(shown(expr(i, 0), f.name));
                    before.add(new InsnNode(DUP));
                    after.add(new InsnNode(t.getSize() == 2 ? DUP2_X1 : DUP_X1));
                    after.add(push(id));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, "rf", "(Ljava/lang/Object;" + recType(t) + "I)V", false));
                    break;
                }
                case PUTFIELD: {
                    FieldInsnNode f = (FieldInsnNode) n;
                    Type t = Type.getType(f.desc);
                    int id = reg(Rec.fieldName, Rec.fieldKind, f.name, kindOf(t));
                    Rec.fieldShown.add(shown(expr(i, 1), f.name));
                    int tmp = newLocal(t);
                    before.add(new VarInsnNode(t.getOpcode(ISTORE), tmp));
                    before.add(new InsnNode(DUP));
                    before.add(new VarInsnNode(t.getOpcode(ILOAD), tmp));
                    after.add(new VarInsnNode(t.getOpcode(ILOAD), tmp));
                    after.add(push(id));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, "wf", "(Ljava/lang/Object;" + recType(t) + "I)V", false));
                    break;
                }
                case GETSTATIC: case PUTSTATIC: {
                    FieldInsnNode f = (FieldInsnNode) n;
                    if (!traced.contains(f.owner)) return;
                    Type t = Type.getType(f.desc);
                    int id = reg(Rec.fieldName, Rec.fieldKind, simple(f.owner) + "." + f.name, kindOf(t));
                    Rec.fieldShown.add(simple(f.owner) + "." + f.name);
                    (op == GETSTATIC ? after : before).add(new InsnNode(t.getSize() == 2 ? DUP2 : DUP));
                    after.add(push(id));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, op == GETSTATIC ? "rs" : "ws", "(" + recType(t) + "I)V", false));
                    break;
                }
                case IALOAD: case LALOAD: case FALOAD: case DALOAD: case AALOAD: case BALOAD: case CALOAD: case SALOAD: {
                    Type t = arrayElem(op);
                    int id = reg(Rec.arrShown, Rec.arrKind, expr(i, 1), op == CALOAD ? 'C' : kindOf(t));
                    before.add(new InsnNode(DUP2));
                    after.add(new InsnNode(t.getSize() == 2 ? DUP2_X2 : DUP_X2));
                    after.add(push(id));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, "ra", "(Ljava/lang/Object;I" + recType(t) + "I)V", false));
                    break;
                }
                case IASTORE: case LASTORE: case FASTORE: case DASTORE: case AASTORE: case BASTORE: case CASTORE: case SASTORE: {
                    Type t = arrayElem(op - IASTORE + IALOAD);
                    int id = reg(Rec.arrShown, Rec.arrKind, expr(i, 2), op == CASTORE ? 'C' : kindOf(t));
                    int tmp = newLocal(t);
                    before.add(new VarInsnNode(t.getOpcode(ISTORE), tmp));
                    before.add(new InsnNode(DUP2));
                    before.add(new VarInsnNode(t.getOpcode(ILOAD), tmp));
                    after.add(new VarInsnNode(t.getOpcode(ILOAD), tmp));
                    after.add(push(id));
                    after.add(new MethodInsnNode(INVOKESTATIC, REC, "wa", "(Ljava/lang/Object;I" + recType(t) + "I)V", false));
                    break;
                }
                case INVOKEVIRTUAL: case INVOKEINTERFACE: case INVOKESTATIC: {
                    MethodInsnNode c = (MethodInsnNode) n;
                    if (traced.contains(c.owner)) {
                        return;
                    }
                    if (!recordedOwner(c.owner)) return;
                    if (c.owner.equals("java/lang/String") && !c.name.equals("charAt")) return; // immutable: nothing to record
                    callSite(c, i, before, after);
                    break;
                }
                case IRETURN: case LRETURN: case FRETURN: case DRETURN: case ARETURN: {
                    Type t = Type.getReturnType(m.desc);
                    before.add(new InsnNode(t.getSize() == 2 ? DUP2 : DUP));
                    if (op == IRETURN) {
                        before.add(push(kindOf(t)));
                        before.add(new MethodInsnNode(INVOKESTATIC, REC, "ret", "(IC)V", false));
                    } else {
                        before.add(new MethodInsnNode(INVOKESTATIC, REC, "ret", "(" + recType(t) + ")V", false));
                    }
                    before.add(new MethodInsnNode(INVOKESTATIC, REC, "exit", "()V", false));
                    break;
                }
                case RETURN:
                    before.add(new MethodInsnNode(INVOKESTATIC, REC, "exit", "()V", false));
                    break;
                default:
                    return;
            }
            if (before.size() > 0) m.instructions.insertBefore(n, before);
            if (after.size() > 0) m.instructions.insert(n, after);
        }

        void callSite(MethodInsnNode c, int i, InsnList before, InsnList after) {
            Type[] args = Type.getArgumentTypes(c.desc);
            boolean hasRecv = c.getOpcode() != INVOKESTATIC;
            FileInfo fi = info(fid);
            int local;
            synchronized (fi) {
                local = fi.sites++;
            }
            String recv = hasRecv ? expr(i, args.length) : simple(c.owner);
            StringBuilder text = new StringBuilder(recv).append('.').append(c.name).append('(');
            ArrayList<String> argExprs = new ArrayList<>();
            for (int k = 0; k < args.length; k++) {
                String e = expr(i, args.length - 1 - k);
                argExprs.add(e);
                if (k > 0) text.append(", ");
                text.append(e);
            }
            text.append(')');
            boolean pure = PURE.contains(c.name) || c.owner.equals("java/lang/String");
            int site;
            synchronized (Rec.class) {
                Rec.siteInfo.add(new int[]{fid, local, pure ? 1 : 0, hasRecv ? 1 : 0});
                Rec.siteName.add(c.name);
                Rec.siteRecv.add(hasRecv ? recv : c.owner.replace('/', '.'));
                Rec.siteArg0.add(argExprs.isEmpty() ? "?" : argExprs.get(0));
                site = Rec.siteInfo.size() - 1;
            }
            StringBuilder js = new StringBuilder("{\"id\":").append(local).append(",\"func\":");
            Json.str(js, c.name);
            if (hasRecv) {
                js.append(",\"recv\":");
                Json.str(js, recv);
            }
            js.append(",\"args\":[");
            for (int k = 0; k < argExprs.size(); k++) {
                if (k > 0) js.append(',');
                Json.str(js, argExprs.get(k).equals("?") ? "" : argExprs.get(k));
            }
            js.append("],\"text\":");
            Json.str(js, text.toString());
            js.append('}');
            synchronized (fi) {
                fi.calls.computeIfAbsent(lineOf[i], k -> new ArrayList<>()).add(js.toString());
            }
            // Store the arguments (and the receiver) in fresh locals, report
            // them, and load them back for the call.
            int[] tmps = new int[args.length];
            for (int k = args.length - 1; k >= 0; k--) {
                tmps[k] = newLocal(args[k]);
                before.add(new VarInsnNode(args[k].getOpcode(ISTORE), tmps[k]));
            }
            int rt = -1;
            if (hasRecv) {
                rt = newLocal(Type.getObjectType("java/lang/Object"));
                before.add(new InsnNode(DUP));
                before.add(new VarInsnNode(ASTORE, rt));
            }
            before.add(push(site));
            if (hasRecv) before.add(new VarInsnNode(ALOAD, rt));
            else before.add(new InsnNode(ACONST_NULL));
            before.add(push(args.length));
            before.add(new TypeInsnNode(ANEWARRAY, "java/lang/Object"));
            for (int k = 0; k < args.length; k++) {
                before.add(new InsnNode(DUP));
                before.add(push(k));
                before.add(new VarInsnNode(args[k].getOpcode(ILOAD), tmps[k]));
                box(before, args[k]);
                before.add(new InsnNode(AASTORE));
            }
            before.add(new MethodInsnNode(INVOKESTATIC, REC, "pre", "(ILjava/lang/Object;[Ljava/lang/Object;)V", false));
            for (int k = 0; k < args.length; k++) before.add(new VarInsnNode(args[k].getOpcode(ILOAD), tmps[k]));
            after.add(push(site));
            after.add(new MethodInsnNode(INVOKESTATIC, REC, "post", "(I)V", false));
        }

        /** Control dependencies between lines: Y depends on branch X when Y post-dominates a successor of X but not X. */
        void controlDeps(FileInfo fi) {
            int n = insns.length, exit = n;
            BitSet[] pdom = new BitSet[n + 1];
            boolean[] live = new boolean[n];
            for (int i = 0; i < n; i++) live[i] = frames[i] != null;
            BitSet all = new BitSet();
            all.set(0, n + 1);
            for (int i = 0; i <= n; i++) {
                pdom[i] = (BitSet) all.clone();
            }
            pdom[exit] = new BitSet();
            pdom[exit].set(exit);
            boolean changed = true;
            int guard = 0;
            while (changed && guard++ < 1000) {
                changed = false;
                for (int i = n - 1; i >= 0; i--) {
                    if (!live[i]) continue;
                    BitSet acc = null;
                    int op = insns[i].getOpcode();
                    boolean exits = (op >= IRETURN && op <= RETURN) || op == ATHROW || succ[i] == null;
                    if (exits) acc = (BitSet) pdom[exit].clone();
                    if (succ[i] != null) {
                        for (int s : succ[i]) {
                            if (acc == null) acc = (BitSet) pdom[s].clone();
                            else acc.and(pdom[s]);
                        }
                    }
                    acc.set(i);
                    if (!acc.equals(pdom[i])) {
                        pdom[i] = acc;
                        changed = true;
                    }
                }
            }
            for (int x = 0; x < n; x++) {
                if (!live[x] || succ[x] == null || succ[x].size() < 2 || lineOf[x] == 0) continue;
                BitSet dep = new BitSet();
                for (int s : succ[x]) dep.or(pdom[s]);
                BitSet strict = (BitSet) pdom[x].clone();
                strict.clear(x);
                dep.andNot(strict);
                for (int y = dep.nextSetBit(0); y >= 0 && y < n; y = dep.nextSetBit(y + 1)) {
                    if (insns[y].getOpcode() < 0 || lineOf[y] == 0) continue;
                    synchronized (fi) {
                        fi.ctrl.computeIfAbsent(lineOf[y], k -> new TreeSet<>()).add(lineOf[x]);
                    }
                }
            }
        }

        String localName(int slot, int at) {
            if (m.localVariables != null) {
                for (LocalVariableNode lv : m.localVariables) {
                    if (lv.index != slot) continue;
                    Integer s = index(lv.start), e = index(lv.end);
                    if (s != null && e != null && s <= at && at < e) return lv.name;
                }
                if (slot == 0 && (m.access & ACC_STATIC) == 0) return "this";
            }
            return "$" + slot;
        }

        char kindFor(int slot, int at, Type t) {
            if (m.localVariables != null) {
                for (LocalVariableNode lv : m.localVariables) {
                    if (lv.index != slot) continue;
                    Integer s = index(lv.start), e = index(lv.end);
                    if (s != null && e != null && s <= at && at < e) return lv.desc.charAt(0);
                }
            }
            return kindOf(t);
        }

        /** The source of stack slot k (0 = top) before instruction i, as an expression. */
        String expr(int i, int k) {
            return expr(i, k, 3);
        }

        String expr(int i, int k, int depth) {
            Frame<SourceValue> f = frames[i];
            if (f == null || depth == 0 || f.getStackSize() - 1 - k < 0) return "?";
            SourceValue v = f.getStack(f.getStackSize() - 1 - k);
            if (v.insns.size() != 1) return "?";
            AbstractInsnNode p = v.insns.iterator().next();
            Integer pi = index(p);
            if (pi == null) return "?";
            switch (p.getOpcode()) {
                case ILOAD: case LLOAD: case FLOAD: case DLOAD: case ALOAD:
                    return localName(((VarInsnNode) p).var, pi);
                case GETFIELD:
                    return shown(expr(pi, 0, depth - 1), ((FieldInsnNode) p).name);
                case GETSTATIC:
                    return simple(((FieldInsnNode) p).owner) + "." + ((FieldInsnNode) p).name;
                case ICONST_M1: case ICONST_0: case ICONST_1: case ICONST_2: case ICONST_3: case ICONST_4: case ICONST_5:
                    return Integer.toString(p.getOpcode() - ICONST_0);
                case BIPUSH: case SIPUSH:
                    return Integer.toString(((IntInsnNode) p).operand);
                case LDC: {
                    Object c = ((LdcInsnNode) p).cst;
                    return c instanceof String ? Json.str((String) c) : String.valueOf(c);
                }
                case ACONST_NULL:
                    return "null";
                case INVOKEVIRTUAL: case INVOKEINTERFACE: case INVOKESTATIC: {
                    MethodInsnNode c = (MethodInsnNode) p;
                    if (c.name.equals("valueOf") || c.name.endsWith("Value")) { // boxing
                        return expr(pi, 0, depth);
                    }
                    return c.name + "(...)";
                }
                default:
                    return "?";
            }
        }
    }

    static String shown(String recv, String field) {
        return recv.equals("?") ? field : recv + "." + field;
    }

    static AbstractInsnNode push(int v) {
        if (v >= -1 && v <= 5) return new InsnNode(ICONST_0 + v);
        if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) return new IntInsnNode(BIPUSH, v);
        if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) return new IntInsnNode(SIPUSH, v);
        return new LdcInsnNode(v);
    }

    static Type typeOfLoad(int op) {
        switch (op) {
            case ILOAD: return Type.INT_TYPE;
            case LLOAD: return Type.LONG_TYPE;
            case FLOAD: return Type.FLOAT_TYPE;
            case DLOAD: return Type.DOUBLE_TYPE;
            default: return Type.getObjectType("java/lang/Object");
        }
    }

    static Type arrayElem(int op) {
        switch (op) {
            case LALOAD: return Type.LONG_TYPE;
            case FALOAD: return Type.FLOAT_TYPE;
            case DALOAD: return Type.DOUBLE_TYPE;
            case AALOAD: return Type.getObjectType("java/lang/Object");
            default: return Type.INT_TYPE;
        }
    }

    /** The descriptor of the Rec overload taking a value of type t. */
    static String recType(Type t) {
        switch (t.getSort()) {
            case Type.LONG: return "J";
            case Type.FLOAT: return "F";
            case Type.DOUBLE: return "D";
            case Type.OBJECT: case Type.ARRAY: return "Ljava/lang/Object;";
            default: return "I";
        }
    }

    static char kindOf(Type t) {
        switch (t.getSort()) {
            case Type.BOOLEAN: return 'Z';
            case Type.CHAR: return 'C';
            case Type.LONG: return 'J';
            case Type.FLOAT: return 'F';
            case Type.DOUBLE: return 'D';
            case Type.OBJECT: case Type.ARRAY: return 'L';
            default: return 'I';
        }
    }

    static void box(InsnList l, Type t) {
        String owner, desc;
        switch (t.getSort()) {
            case Type.BOOLEAN: owner = "java/lang/Boolean"; desc = "(Z)Ljava/lang/Boolean;"; break;
            case Type.CHAR: owner = "java/lang/Character"; desc = "(C)Ljava/lang/Character;"; break;
            case Type.BYTE: owner = "java/lang/Byte"; desc = "(B)Ljava/lang/Byte;"; break;
            case Type.SHORT: owner = "java/lang/Short"; desc = "(S)Ljava/lang/Short;"; break;
            case Type.INT: owner = "java/lang/Integer"; desc = "(I)Ljava/lang/Integer;"; break;
            case Type.LONG: owner = "java/lang/Long"; desc = "(J)Ljava/lang/Long;"; break;
            case Type.FLOAT: owner = "java/lang/Float"; desc = "(F)Ljava/lang/Float;"; break;
            case Type.DOUBLE: owner = "java/lang/Double"; desc = "(D)Ljava/lang/Double;"; break;
            default: return;
        }
        l.add(new MethodInsnNode(INVOKESTATIC, owner, "valueOf", desc, false));
    }
}
