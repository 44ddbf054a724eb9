import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Java's reading of the specs' patterns (Specmatic's): reads lines "P <hex>" (a pattern) and
 * "S <hex>" (a string of the corpus), each as UTF-16 code units in hex separated by commas (so lone
 * surrogates survive), and prints for each pattern a line of 1 (found) and 0, one per string, or
 * "E" when the pattern does not compile. Run by patterns.test.ts with `java PatternCheck.java`.
 */
public class PatternCheck {
  static String decode(String hex) {
    if (hex.isEmpty()) return "";
    StringBuilder out = new StringBuilder();
    for (String unit : hex.split(",")) out.append((char) Integer.parseInt(unit, 16));
    return out.toString();
  }

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    List<String> patterns = new ArrayList<>();
    List<String> strings = new ArrayList<>();
    for (String line; (line = in.readLine()) != null; ) {
      if (line.startsWith("P ")) patterns.add(decode(line.substring(2)));
      else if (line.startsWith("S ")) strings.add(decode(line.substring(2)));
    }
    for (String source : patterns) {
      Pattern pattern;
      try {
        pattern = Pattern.compile(source);
      } catch (RuntimeException e) {
        System.out.println("E");
        continue;
      }
      StringBuilder verdicts = new StringBuilder();
      for (String s : strings) verdicts.append(pattern.matcher(s).find() ? '1' : '0');
      System.out.println(verdicts);
    }
  }
}
