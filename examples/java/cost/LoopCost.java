package cost;

import java.util.ArrayList;
import java.util.Collections;

// The tracing cost benchmark: a loop over an ArrayList of 100,000 elements
// (unstuck trace --cost --max-steps 1000000 examples/java/cost/LoopCost.java).
public class LoopCost {
    public static void main(String[] args) {
        ArrayList<Integer> xs = new ArrayList<>(Collections.nCopies(100000, 1));
        long total = 0;
        for (int i = 0; i < xs.size(); i++) {
            total += xs.get(i);
        }
        System.out.println(total);
    }
}
