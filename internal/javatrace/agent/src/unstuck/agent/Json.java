// Phase: trace (Java runtime side). The little JSON the recorder writes.
package unstuck.agent;

import java.util.Map;

final class Json {
    private Json() {}

    static void str(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                default:
                    if (c < 0x20 || Character.isSurrogate(c)) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
            }
        }
        b.append('"');
    }

    static String str(String s) {
        StringBuilder b = new StringBuilder();
        str(b, s);
        return b.toString();
    }

    static void map(StringBuilder b, Map<String, String> m) {
        b.append('{');
        int i = 0;
        for (Map.Entry<String, String> e : m.entrySet()) {
            if (i++ > 0) b.append(',');
            str(b, e.getKey());
            b.append(':');
            str(b, e.getValue());
        }
        b.append('}');
    }
}
