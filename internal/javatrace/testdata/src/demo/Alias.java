package demo;

import java.util.*;

// Test input (tracing): two keys that print alike, one map; the second
// group is a copy of the first, then (after share) the first itself.
public class Alias {
    static class Key {
        int w = 1;
    }

    public static void main(String[] args) {
        Key a = new Key(), b = new Key();
        Map<Key, Set<Integer>> groups = new HashMap<>();
        groups.put(a, new HashSet<>(Arrays.asList(1, 2)));
        groups.put(b, new HashSet<>(groups.get(a)));
        boolean copied = groups.get(a) != groups.get(b);
        groups.put(b, groups.get(a));
        boolean shared = groups.get(a) == groups.get(b);
        System.out.println(copied + " " + shared);
    }
}
