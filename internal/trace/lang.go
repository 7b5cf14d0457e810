// Phase: trace, other languages. A tracer for another language (Java:
// internal/javatrace) writes the Python tracer's result format; Decode turns
// it into the same Trace, so that dependencies, slices, debugging, the page
// and MCP work unchanged.
package trace

import "strings"

// Decode fills tr (Files set, in the tracer's file id order) from a
// tracer's result; paths under inWork become relative.
func (tr *Trace) Decode(data []byte, inWork string) error {
	return tr.decode(data, inWork)
}

// CallLang is the language of a recorded call, for the LLM prompts: Java
// when the receiver's class is one of the JDK's, else Python.
func CallLang(c CallView) string {
	if strings.HasPrefix(c.Rec.RType, "java.") || strings.HasPrefix(c.Rec.RType, "javax.") {
		return "Java"
	}
	return "Python"
}

// containerKind names a Java collection class by the Python container it
// behaves like (java.util.ArrayList: list, java.util.HashMap: dict); other
// types are returned as they are.
func containerKind(t string) string {
	if !strings.HasPrefix(t, "java.util.") {
		return t
	}
	switch {
	case strings.HasSuffix(t, "List") || strings.Contains(t, "List$") || strings.HasSuffix(t, "Deque") || t == "java.util.Vector" || t == "java.util.Stack":
		return "list"
	case strings.HasSuffix(t, "Map"):
		return "dict"
	}
	return t
}
