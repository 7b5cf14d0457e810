package semcheck

import "testing"

func TestUnittest(t *testing.T) {
	c, ok := Unittest("....s.F\n======\nFAIL: test_x\n----\nRan 7 tests in 0.012s\n\nFAILED (failures=1, skipped=1)\n")
	if !ok || c != (Counts{Ran: 7, Passed: 5, Failures: 1, Skipped: 1}) {
		t.Fatalf("%+v %v", c, ok)
	}
	c, ok = Unittest("Ran 3 tests in 0.001s\n\nOK\n")
	if !ok || c != (Counts{Ran: 3, Passed: 3}) {
		t.Fatalf("%+v", c)
	}
	if _, ok := Unittest("Traceback (most recent call last):\n"); ok {
		t.Fatal("no summary must not parse")
	}
}

func TestPytest(t *testing.T) {
	c, ok := Pytest("....F..\n=========== 1 failed, 6 passed, 2 skipped in 0.52s ===========\n")
	if !ok || c != (Counts{Ran: 7, Passed: 6, Failures: 1, Skipped: 2}) {
		t.Fatalf("%+v %v", c, ok)
	}
	c, ok = Pytest("12 passed in 3.01s\n")
	if !ok || c.Passed != 12 || c.Ran != 12 {
		t.Fatalf("%+v", c)
	}
}
