package demo;

import java.util.ArrayList;
import java.util.List;

// The fixed version of demo/Stats.java (for debug --fixed). The running maximum of the prefixes of xs: out[i] = max(xs[0..i]).
public class Stats {
    public static List<Integer> runningMax(int[] xs) {
        List<Integer> out = new ArrayList<>();
        int best = xs[0];
        out.add(best);
        for (int i = 1; i < xs.length; i++) {
            if (xs[i] > best) {
                best = xs[i];
            }
            out.add(best);
        }
        return out;
    }
}
