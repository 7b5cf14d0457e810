# A package whose submodules each leave a mark on it (plainfork_test.go,
# TestPlainForkSubServer): a file sees only its own submodule's.
state = ["pkg"]
