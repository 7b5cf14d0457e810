// Phase: trace, recovery of dependencies lost in calls (Java). What the
// java.util collections, Collections, Arrays and StringBuilder write when
// called from traced code: list.add(x) writes list[size-1] and the size,
// map.put(k, v) writes map[k], Collections.sort(l) all of l. Methods that
// only read are stated as writing nothing, so that they count as known.
// Registered with internal/trace's recovery (trace.ExtraKB).
package javatrace

import (
	"strconv"
	"strings"

	"unstuck/internal/trace"
)

func init() { trace.ExtraKB = append(trace.ExtraKB, KBEffects) }

// kind classifies a runtime class of java.util and java.lang.
func kind(rtype string) string {
	switch rtype {
	case "java.util.ArrayList", "java.util.Vector", "java.util.Stack", "java.util.Arrays$ArrayList",
		"java.util.ArrayList$SubList", "java.util.concurrent.CopyOnWriteArrayList", "java.util.AbstractList$SubList":
		return "list"
	case "java.util.LinkedList":
		return "linkedlist"
	case "java.util.ArrayDeque", "java.util.concurrent.LinkedBlockingDeque":
		return "deque"
	case "java.util.PriorityQueue":
		return "pq"
	case "java.util.HashMap", "java.util.TreeMap", "java.util.LinkedHashMap", "java.util.Hashtable",
		"java.util.concurrent.ConcurrentHashMap", "java.util.IdentityHashMap", "java.util.EnumMap", "java.util.WeakHashMap":
		return "map"
	case "java.util.HashSet", "java.util.TreeSet", "java.util.LinkedHashSet":
		return "set"
	case "java.lang.StringBuilder", "java.lang.StringBuffer":
		return "sb"
	case "java.lang.String", "java.lang.Integer", "java.lang.Long", "java.lang.Double", "java.lang.Character", "java.lang.Boolean":
		return "immutable"
	case "java.util.Collections":
		return "collections"
	case "java.util.Arrays":
		return "arrays"
	}
	if strings.HasPrefix(rtype, "java.util.ImmutableCollections") || strings.HasPrefix(rtype, "java.util.Collections$Unmodifiable") ||
		strings.HasPrefix(rtype, "java.util.Collections$Empty") || strings.HasPrefix(rtype, "java.util.Collections$Singleton") {
		return "immutable"
	}
	if strings.HasPrefix(rtype, "java.util.") && (strings.Contains(rtype, "Itr") || strings.Contains(rtype, "Iterator")) {
		return "iterator"
	}
	return ""
}

func eff(t, path string) trace.Effect { return trace.Effect{Target: t, Path: path} }

var (
	wholeLen  = []trace.Effect{eff("recv", "*"), eff("recv", "#len")}
	wholeKeep = []trace.Effect{eff("recv", "*")}
	nothing   = []trace.Effect{}
)

// readOnly methods of the collections.
var readOnly = map[string]bool{
	"get": true, "size": true, "isEmpty": true, "contains": true, "containsKey": true, "containsValue": true,
	"indexOf": true, "lastIndexOf": true, "iterator": true, "listIterator": true, "equals": true, "hashCode": true,
	"toString": true, "peek": true, "peekFirst": true, "peekLast": true, "element": true, "getFirst": true, "getLast": true,
	"getOrDefault": true, "keySet": true, "values": true, "entrySet": true, "subList": true, "stream": true, "toArray": true,
	"first": true, "last": true, "firstKey": true, "lastKey": true, "floorKey": true, "ceilingKey": true, "higherKey": true,
	"lowerKey": true, "headMap": true, "tailMap": true, "subMap": true, "headSet": true, "tailSet": true, "containsAll": true,
	"forEach": true, "charAt": true, "length": true, "substring": true, "capacity": true, "firstEntry": true, "lastEntry": true,
	"floorEntry": true, "ceilingEntry": true, "descendingIterator": true, "comparator": true, "clone": true,
}

// appendAt: the element at the new end, and the length.
func appendAt(c trace.CallView) []trace.Effect {
	if c.Rec.RLen == nil {
		return wholeLen
	}
	return []trace.Effect{eff("recv", "["+strconv.Itoa(*c.Rec.RLen-1)+"]"), eff("recv", "#len")}
}

// addAllAt: the elements from the old end to the new one.
func addAllAt(c trace.CallView) []trace.Effect {
	if c.Rec.RLen == nil || len(c.Rec.Args) != 1 {
		return wholeLen
	}
	old := -1
	if c.Rec.Before != nil {
		old, _ = strconv.Atoi(c.Rec.Before["#len"])
	}
	if old < 0 {
		return wholeLen
	}
	out := []trace.Effect{eff("recv", "#len")}
	for i := old; i < *c.Rec.RLen && i < old+256; i++ {
		out = append(out, eff("recv", "["+strconv.Itoa(i)+"]"))
	}
	return out
}

// keyed: the entry of argument k's key.
func keyed(c trace.CallView, k int, withLen bool) []trace.Effect {
	var out []trace.Effect
	if k < len(c.Rec.Args) && c.Rec.Args[k].EntryKey() != "" {
		out = append(out, eff("recv", "["+c.Rec.Args[k].EntryKey()+"]"))
	} else {
		out = append(out, eff("recv", "*"))
	}
	if withLen {
		out = append(out, eff("recv", "#len"))
	}
	return out
}

// KBEffects answers for the calls of the Java library it knows.
func KBEffects(c trace.CallView) ([]trace.Effect, bool) {
	k := kind(c.Rec.RType)
	if k == "" {
		return nil, false
	}
	m := c.Site.Func
	n := len(c.Rec.Args)
	switch k {
	case "immutable":
		return nothing, true
	case "iterator":
		if m == "hasNext" || m == "next" || m == "hasPrevious" || m == "previous" || m == "nextIndex" || m == "previousIndex" {
			return nothing, true
		}
		return nil, false // remove/set write the collection behind it, which the call does not show
	case "collections":
		switch m {
		case "sort", "reverse", "shuffle", "swap", "fill", "rotate", "copy":
			return []trace.Effect{eff("arg0", "*")}, true
		case "addAll":
			return []trace.Effect{eff("arg0", "*"), eff("arg0", "#len")}, true
		case "max", "min", "frequency", "binarySearch", "unmodifiableList", "unmodifiableMap", "unmodifiableSet",
			"emptyList", "emptyMap", "emptySet", "singletonList", "singleton", "singletonMap", "nCopies", "reverseOrder",
			"synchronizedList", "synchronizedMap", "disjoint", "indexOfSubList":
			return nothing, true
		}
		return nil, false
	case "arrays":
		switch m {
		case "sort", "fill", "parallelSort", "setAll", "parallelPrefix":
			return []trace.Effect{eff("arg0", "*")}, true
		case "asList", "copyOf", "copyOfRange", "toString", "deepToString", "equals", "deepEquals", "hashCode", "stream",
			"binarySearch", "compare", "mismatch":
			return nothing, true
		}
		return nil, false
	case "sb":
		switch m {
		case "append", "insert", "reverse", "deleteCharAt", "delete", "setCharAt", "replace", "setLength":
			return wholeLen, true
		}
		if readOnly[m] || m == "indexOf" {
			return nothing, true
		}
		return nil, false
	}
	if readOnly[m] {
		return nothing, true
	}
	if m == "clear" || m == "removeIf" || m == "retainAll" || m == "removeAll" {
		return wholeLen, true
	}
	switch k {
	case "list", "linkedlist":
		switch m {
		case "add":
			if n == 1 {
				return appendAt(c), true
			}
			return wholeLen, true
		case "addAll":
			if n == 1 {
				return addAllAt(c), true
			}
			return wholeLen, true
		case "set":
			return keyed(c, 0, false), true
		case "remove", "addFirst", "push", "offerFirst", "poll", "pollFirst", "pop", "removeFirst":
			return wholeLen, true
		case "addLast", "offer", "offerLast":
			return appendAt(c), true
		case "removeLast", "pollLast":
			return wholeLen, true
		case "sort", "replaceAll":
			return wholeKeep, true
		}
	case "deque":
		switch m {
		case "add", "addLast", "offer", "offerLast":
			return appendAt(c), true
		case "push", "addFirst", "offerFirst", "pop", "poll", "pollFirst", "remove", "removeFirst", "removeLast",
			"pollLast", "addAll":
			return wholeLen, true
		}
	case "pq":
		switch m {
		case "add", "offer", "poll", "remove", "addAll":
			return wholeLen, true
		}
	case "map":
		switch m {
		case "put", "putIfAbsent", "computeIfAbsent", "computeIfPresent", "compute", "merge", "remove", "replace":
			return keyed(c, 0, true), true
		case "putAll", "pollFirstEntry", "pollLastEntry", "replaceAll":
			return wholeLen, true
		}
	case "set":
		switch m {
		case "add", "remove", "addAll", "pollFirst", "pollLast":
			return wholeLen, true
		}
	}
	return nil, false
}
