package demo;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

// Test data: timeouts far shorter than the work, so that only a runner
// that bounds tests by their steps gives the same outcome on any machine.
public class SpinTest {
    @Test(timeout = 20)
    public void loops() {
        Spin.spin(-1);
    }

    @Test(timeout = 20)
    public void ends() {
        assertEquals(999, Spin.spin(999));
    }
}
