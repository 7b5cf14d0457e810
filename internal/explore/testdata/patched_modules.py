import unittest
from unittest.mock import patch, sentinel


class MyTest(unittest.TestCase):
    def setUp(self):
        patcher = patch('mymodule.foo')
        self.addCleanup(patcher.stop)
        self.mock_foo = patcher.start()

    def test_foo(self):
        self.assertIs(mymodule.foo, self.mock_foo)


result = MyTest('test_foo').run()
assert result.wasSuccessful()


@patch('package.module.ClassName.attribute', sentinel.attribute)
def test():
    from package.module import ClassName
    assert ClassName.attribute == sentinel.attribute


test()
