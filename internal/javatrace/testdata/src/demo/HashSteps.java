package demo;

// Test input (tracing): prints the identity hash code of an object made
// after a loop of args[0] steps, on a thread of its own (as JUnit runs a
// test with a timeout).
public class HashSteps {
    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        Thread t = new Thread(() -> {
            int s = 0;
            for (int i = 0; i < n; i++) {
                s += i;
            }
            Object o = new Object();
            System.out.println("hash: " + System.identityHashCode(o) + " sum: " + s);
        });
        t.start();
        t.join();
    }
}
