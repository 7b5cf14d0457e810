package demo;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class BagTest {
    @Test
    public void sums() {
        assertEquals(12, Bag.sumFirst(4));
    }
}
