package demo;

// Test data: a loop that ends only when n reaches limit (never for -1).
public class Spin {
    public static int spin(int limit) {
        int n = 0;
        while (n != limit) {
            n = (n + 1) % 1000;
        }
        return n;
    }
}
