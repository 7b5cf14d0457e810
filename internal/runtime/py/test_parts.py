# Phase: debug (tests of tracer._leaves / _assert_leaves: the Python side of
# trace.TestOutcome.Parts, read by debug's parts.go). Run by runtime's
# TestPartsPython.
import unittest

import tracer


def parts(a, b):
    out = []
    tracer._leaves(a, b, out)
    return out


class Parts(unittest.TestCase):
    def test_right_and_wrong_parts(self):
        p = parts({"best": "7b", "overall": 17.5}, {"best": "7b", "overall": 85.9})
        self.assertEqual(p[0], 0)
        self.assertNotEqual(p[1], 0)
        self.assertEqual(p[2], 0)  # the same keys

    def test_as_many_parts_whatever_the_run_has(self):
        want = [("a", 5), ("b", 6)]
        n = len(parts(want, want))
        for got in (None, [], [("a", 5)], [("a", 5), ("b", 6), ("c", 1)], "x", {"a": 5}):
            self.assertEqual(len(parts(got, want)), n, got)
        self.assertEqual(parts(want, want), [0] * n)

    def test_a_missing_item_and_an_extra_one(self):
        self.assertNotEqual(parts([1], [1, 2])[1], 0)
        extra = parts([1, 2, 3], [1, 2])
        self.assertEqual(extra[:2], [0, 0])
        self.assertNotEqual(extra[2], 0)  # the length part

    def test_a_wrong_part_names_what_the_run_has_there(self):
        # Two runs with different wrong values differ in the part.
        self.assertNotEqual(parts([1, 3], [1, 2]), parts([1, 4], [1, 2]))
        self.assertEqual(parts([1, 3], [1, 2]), parts([1, 3], [1, 2]))

    def test_strings_by_words_and_numbers(self):
        p = parts("4 lines, total 60.1", "4 lines, total 62.89")
        self.assertEqual(p[:4], [0, 0, 0, 0])
        self.assertNotEqual(p[4], 0)
        self.assertEqual(len(parts(None, "4 lines, total 62.89")), len(p))

    def test_types_differ(self):
        self.assertNotEqual(parts([1.0, 2], [1, 2])[0], 0)

    def test_all_assertion_and_single_part(self):
        self.assertEqual(tracer._assert_leaves("all", [1, 2, 3], [1.0, 0.0, 1.0])[0::2], [0, 0])
        self.assertIsNone(tracer._assert_leaves("eq", [3, 4], None))


if __name__ == "__main__":
    unittest.main()
