package dev.shinpan.record.jkf;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * The compact JSON of a node exactly as {@link JsonNode#toString()} writes it, without starting a
 * serializer for each of a record's moves: objects, arrays, ints, booleans, null and strings that
 * need no escaping are written here; anything else is left to Jackson.
 */
final class CompactJson {

    private CompactJson() {}

    static String of(JsonNode node) {
        StringBuilder sb = new StringBuilder(96);
        return write(node, sb, 0) ? sb.toString() : node.toString();
    }

    /** Appends the node; false when it holds something only Jackson should write. */
    private static boolean write(JsonNode node, StringBuilder sb, int depth) {
        if (depth > 16) {
            return false;
        }
        switch (node.getNodeType()) {
            case OBJECT -> {
                sb.append('{');
                boolean first = true;
                for (Map.Entry<String, JsonNode> field : node.properties()) {
                    if (!first) {
                        sb.append(',');
                    }
                    first = false;
                    if (!string(field.getKey(), sb)) {
                        return false;
                    }
                    sb.append(':');
                    if (!write(field.getValue(), sb, depth + 1)) {
                        return false;
                    }
                }
                sb.append('}');
                return true;
            }
            case ARRAY -> {
                sb.append('[');
                for (int i = 0; i < node.size(); i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    if (!write(node.get(i), sb, depth + 1)) {
                        return false;
                    }
                }
                sb.append(']');
                return true;
            }
            case STRING -> {
                return string(node.textValue(), sb);
            }
            case BOOLEAN -> {
                sb.append(node.booleanValue());
                return true;
            }
            case NULL -> {
                sb.append("null");
                return true;
            }
            case NUMBER -> {
                if (!node.isInt()) {
                    return false;
                }
                sb.append(node.intValue());
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /** A quoted string, when none of its characters needs escaping or care. */
    private static boolean string(String s, StringBuilder sb) {
        if (!plain(s)) {
            return false;
        }
        sb.append('"').append(s).append('"');
        return true;
    }

    /** Whether the string is written as it is between quotes: no character needs escaping or care. */
    static boolean plain(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\' || c == 0x7F || Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }
}
