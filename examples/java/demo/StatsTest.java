package demo;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;

import org.junit.Test;

public class StatsTest {
    @Test
    public void single() {
        assertEquals(Arrays.asList(4), Stats.runningMax(new int[]{4}));
    }

    @Test
    public void rising() {
        assertEquals(Arrays.asList(1, 2, 3), Stats.runningMax(new int[]{1, 2, 3}));
    }

    @Test
    public void falling() {
        assertEquals(Arrays.asList(3, 3, 3), Stats.runningMax(new int[]{3, 2, 1}));
    }
}
