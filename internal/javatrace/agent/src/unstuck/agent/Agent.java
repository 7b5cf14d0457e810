// Phase: instrument (Java). The agent's entry: the JVM hands it the
// Instrumentation before main; Runner adds the transformer that instruments
// the traced classes when their class loader defines them.
package unstuck.agent;

import java.lang.instrument.Instrumentation;

public final class Agent {
    private Agent() {}

    static volatile Instrumentation inst;

    public static void premain(String args, Instrumentation i) {
        inst = i;
    }
}
