package demo;

import java.io.FileInputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

// Tries what the sandbox forbids: a host file, the network, many threads,
// much memory. Prints what it got.
public class Probe {
    public static void main(String[] a) throws Exception {
        try (FileInputStream in = new FileInputStream(a[0])) {
            System.out.println("file: readable");
        } catch (Exception e) {
            System.out.println("file: hidden");
        }
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", Integer.parseInt(a[1])), 2000);
            System.out.println("net: connected");
        } catch (Exception e) {
            System.out.println("net: refused");
        }
        int started = 0;
        try {
            for (int i = 0; i < 400; i++) {
                Thread t = new Thread(Probe::nap);
                t.setDaemon(true);
                t.start();
                started++;
            }
        } catch (Throwable e) {
            System.out.println("threads: stopped by " + e.getClass().getSimpleName());
        }
        System.out.println("threads: " + started);
        List<long[]> hold = new ArrayList<>();
        int mb = 0;
        try {
            while (true) {
                hold.add(new long[1 << 17]);
                mb++;
            }
        } catch (OutOfMemoryError e) {
            hold.clear();
        }
        System.out.println("memory: " + mb);
    }

    static void nap() {
        try {
            Thread.sleep(60000);
        } catch (InterruptedException e) {
            return;
        }
    }
}
