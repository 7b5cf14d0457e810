package demo;

import java.util.ArrayList;

public class Bag {
    public static int sumFirst(int n) {
        ArrayList<Integer> xs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            xs.add(i * 2);
        }
        int total = 0;
        for (int i = 0; i < n; i++) {
            total += xs.get(i);
        }
        return total;
    }
}
