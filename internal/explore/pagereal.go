package explore

// Phase: explore, when P is picked (realnames.go). An example block taken
// from a module's documentation page, as its file name tells
// (pydoc_unittest_mock_15.py), uses that module's names as the module
// means them: the page is as much a tie between the block and the module
// as an import in its text would be. A public name the block calls,
// decorates with or derives from, of a standard module whose every
// dotted part the file name holds (unittest.mock's patch on
// unittest_mock's page, concurrent.futures' ThreadPoolExecutor on
// concurrent_futures'), is then a real name P never binds to a stand-in.

import "strings"

// onPageOfModule: every part of mod's dotted name is a word of the
// snippet's file name, and name is not itself one of them.
func (b *builder) onPageOfModule(name, mod string) bool {
	page := pageWords(b.s.File)
	if len(page) == 0 || mod == "" {
		return false
	}
	for _, part := range strings.Split(mod, ".") {
		if part = strings.ToLower(part); !page[part] || part == strings.ToLower(name) {
			return false
		}
	}
	return true
}
