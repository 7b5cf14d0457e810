import unittest
from unittest.mock import patch

class MyTest(unittest.TestCase):
    @patch('package.module.ClassName1')
    def test_something(self, MockClass1):
        self.assertIs(package.module.ClassName1, MockClass1)
        print("patched")

MyTest('test_something').test_something()
