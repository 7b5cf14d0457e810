package predict

// Fine-grained class names (docs/lexecutor-contract.md, section 2).
const (
	ClassNone          = "None"
	ClassTrue          = "True"
	ClassFalse         = "False"
	ClassIntNeg        = "int_neg"
	ClassIntZero       = "int_zero"
	ClassIntPos        = "int_pos"
	ClassFloatNeg      = "float_neg"
	ClassFloatZero     = "float_zero"
	ClassFloatPos      = "float_pos"
	ClassStrEmpty      = "str_empty"
	ClassStrNonempty   = "str_nonempty"
	ClassListEmpty     = "list_empty"
	ClassListNonempty  = "list_nonempty"
	ClassTupleEmpty    = "tuple_empty"
	ClassTupleNonempty = "tuple_nonempty"
	ClassSetEmpty      = "set_empty"
	ClassSetNonempty   = "set_nonempty"
	ClassDictEmpty     = "dict_empty"
	ClassDictNonempty  = "dict_nonempty"
	ClassCallable      = "callable"
	ClassResource      = "resource"
	ClassObject        = "object"
)

// Coarse class names that are not also fine ones (None, callable, resource
// and object are both).
const (
	ClassBool  = "bool"
	ClassInt   = "int"
	ClassFloat = "float"
	ClassStr   = "str"
	ClassList  = "list"
	ClassTuple = "tuple"
	ClassSet   = "set"
	ClassDict  = "dict"
)

// fineClasses is the canonical order of the fine classes; a fine class's
// index in it is its id in the model's weights and in Frequency's counts.
var fineClasses = [...]string{
	ClassNone, ClassTrue, ClassFalse,
	ClassIntNeg, ClassIntZero, ClassIntPos,
	ClassFloatNeg, ClassFloatZero, ClassFloatPos,
	ClassStrEmpty, ClassStrNonempty,
	ClassListEmpty, ClassListNonempty,
	ClassTupleEmpty, ClassTupleNonempty,
	ClassSetEmpty, ClassSetNonempty,
	ClassDictEmpty, ClassDictNonempty,
	ClassCallable, ClassResource, ClassObject,
}

var coarseClasses = [...]string{
	ClassNone, ClassBool, ClassInt, ClassFloat, ClassStr, ClassList,
	ClassTuple, ClassSet, ClassDict, ClassCallable, ClassResource, ClassObject,
}

// NumFine and NumCoarse are the numbers of classes at each level.
const (
	NumFine   = 22
	NumCoarse = 12
)

// The class tables have exactly NumFine and NumCoarse entries.
var (
	_ [NumFine]string   = fineClasses
	_ [NumCoarse]string = coarseClasses
)

var (
	fineIndex   = map[string]int{}
	coarseIndex = map[string]int{}
	coarseOf    [NumFine]int // fine id -> coarse id
)

func init() {
	for i, c := range fineClasses {
		fineIndex[c] = i
	}
	for i, c := range coarseClasses {
		coarseIndex[c] = i
	}
	for i, c := range fineClasses {
		coarseOf[i] = coarseIndex[coarseName(c)]
	}
}

func coarseName(fine string) string {
	switch fine {
	case ClassTrue, ClassFalse:
		return ClassBool
	case ClassIntNeg, ClassIntZero, ClassIntPos:
		return ClassInt
	case ClassFloatNeg, ClassFloatZero, ClassFloatPos:
		return ClassFloat
	case ClassStrEmpty, ClassStrNonempty:
		return ClassStr
	case ClassListEmpty, ClassListNonempty:
		return ClassList
	case ClassTupleEmpty, ClassTupleNonempty:
		return ClassTuple
	case ClassSetEmpty, ClassSetNonempty:
		return ClassSet
	case ClassDictEmpty, ClassDictNonempty:
		return ClassDict
	}
	return fine
}

// FineClasses returns the 22 fine class names in canonical order.
func FineClasses() []string { return append([]string(nil), fineClasses[:]...) }

// CoarseClasses returns the 12 coarse class names in canonical order.
func CoarseClasses() []string { return append([]string(nil), coarseClasses[:]...) }

// Coarse maps a fine class to its coarse class (True -> bool, int_pos -> int,
// ...). A coarse name maps to itself; anything else to "".
func Coarse(fine string) string {
	if i, ok := fineIndex[fine]; ok {
		return coarseClasses[coarseOf[i]]
	}
	if _, ok := coarseIndex[fine]; ok {
		return fine
	}
	return ""
}

// IsFine reports whether c is one of the 22 fine class names.
func IsFine(c string) bool { _, ok := fineIndex[c]; return ok }

// IsCoarse reports whether c is one of the 12 coarse class names.
func IsCoarse(c string) bool { _, ok := coarseIndex[c]; return ok }

// Level is the granularity of predicted classes.
type Level int

const (
	// LevelFine predicts the 22 fine classes.
	LevelFine Level = iota
	// LevelCoarse predicts the 12 coarse classes.
	LevelCoarse
)

func (l Level) String() string {
	if l == LevelCoarse {
		return "coarse"
	}
	return "fine"
}

// ParseLevel reads "fine" or "coarse".
func ParseLevel(s string) (Level, bool) {
	switch s {
	case "fine":
		return LevelFine, true
	case "coarse":
		return LevelCoarse, true
	}
	return LevelFine, false
}

// Classes returns the class names of a level in canonical order.
func Classes(l Level) []string {
	if l == LevelCoarse {
		return CoarseClasses()
	}
	return FineClasses()
}
