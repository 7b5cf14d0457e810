package predict

import (
	"reflect"
	"strings"
	"testing"
)

func TestClassNames(t *testing.T) {
	// Spelled as in docs/lexecutor-contract.md, section 2.
	fine := strings.Fields(`None True False int_neg int_zero int_pos float_neg float_zero float_pos
		str_empty str_nonempty list_empty list_nonempty tuple_empty tuple_nonempty
		set_empty set_nonempty dict_empty dict_nonempty callable resource object`)
	coarse := strings.Fields(`None bool int float str list tuple set dict callable resource object`)
	if got := FineClasses(); !reflect.DeepEqual(got, fine) {
		t.Errorf("fine classes %v", got)
	}
	if got := CoarseClasses(); !reflect.DeepEqual(got, coarse) {
		t.Errorf("coarse classes %v", got)
	}
	if !reflect.DeepEqual(Classes(LevelFine), fine) || !reflect.DeepEqual(Classes(LevelCoarse), coarse) {
		t.Error("Classes(level)")
	}
	FineClasses()[0] = "changed"
	if FineClasses()[0] != "None" {
		t.Error("FineClasses exposes its storage")
	}
}

func TestCoarse(t *testing.T) {
	want := map[string]string{
		"None": "None", "True": "bool", "False": "bool",
		"int_neg": "int", "int_zero": "int", "int_pos": "int",
		"float_neg": "float", "float_zero": "float", "float_pos": "float",
		"str_empty": "str", "str_nonempty": "str",
		"list_empty": "list", "list_nonempty": "list",
		"tuple_empty": "tuple", "tuple_nonempty": "tuple",
		"set_empty": "set", "set_nonempty": "set",
		"dict_empty": "dict", "dict_nonempty": "dict",
		"callable": "callable", "resource": "resource", "object": "object",
		// Coarse names map to themselves.
		"bool": "bool", "int": "int", "dict": "dict",
		// Anything else to "".
		"": "", "integer": "", "none": "", "Object": "",
	}
	for in, out := range want {
		if got := Coarse(in); got != out {
			t.Errorf("Coarse(%q) = %q, want %q", in, got, out)
		}
	}
	for _, c := range FineClasses() {
		if !IsFine(c) || !IsCoarse(Coarse(c)) {
			t.Errorf("%s: IsFine %v, coarse %q", c, IsFine(c), Coarse(c))
		}
	}
	if IsFine("bool") || !IsCoarse("bool") || IsCoarse("int_pos") || !IsFine("object") || !IsCoarse("object") {
		t.Error("IsFine/IsCoarse")
	}
	if l, ok := ParseLevel("coarse"); !ok || l != LevelCoarse || l.String() != "coarse" {
		t.Error("ParseLevel coarse")
	}
	if _, ok := ParseLevel("medium"); ok {
		t.Error("ParseLevel accepted medium")
	}
}
