/* peephole-mine.h: the two text formats of the miner.

   The miner finds what GCC's GIMPLE optimizers leave behind.  It has
   three parts:

     harvest   the plugin, with -fplugin-arg-peephole-mine=FILE, appends
               to FILE each integer statement of the final GIMPLE (the
               optimized dump's) as a DAG of bounded depth, with what is
               known of its leaves and the conditions of the branches
               that dominate it (plugin/mine.cc);
     find      peephole-mine-z3 reads harvest files and asks Z3, per
               root, whether the root is a constant, equal to a value
               already computed, or computable more cheaply; it
               minimizes and deduplicates what it finds and writes
               findings (tools/mine/);
     report    peephole-mine generalizes findings into rules, proves
               them with peepgen, writes a C reproducer of each and
               checks that GCC leaves the pattern, and writes the report
               as text and HTML (tools/peephole-mine).

   Both formats are line-oriented text, tokens separated by one space,
   so that a record can be appended by one write(2) under a lock (see
   plugin/stats.cc) and read back with fgets.  Lines starting with '#'
   are comments.  Values are unsigned bit patterns of their width in
   hexadecimal with a "0x" prefix (0x0 .. 0xffff... up to 128 bits).

   HARVEST FORMAT (version 2; version 1 had no 'X' lines)

   A file is a sequence of records.  Each compilation's records start
   with the line "# peephole-mine 2".  A record is:

     R <location> <function> <count>
     <node lines, operands before their users>
     <use lines>
     <condition lines>
     E <root id>

   <location>  FILE:LINE:COL of the root statement ("?:0:0" if none);
               FILE may not contain spaces (a space is written "%20").
   <function>  the function's assembler name.
   <count>     the root's execution count from a profile
               (-fprofile-use), or -1 without one.

   Node lines; ids are small integers, unique in the record:

     L <id> <p> <name> <lower> <upper> <ulower> <uupper> <ones> <zeros>
         a leaf: an SSA name the DAG does not look into (a parameter, a
         load, a PHI, a call, an operation beyond the depth bound), of
         precision P, named as GCC prints it ("a_1(D)", "_5"), with its
         facts as struct peep_facts has them (include/peephole-api.h):
         signed and unsigned bounds, known ones, known zeros.  A leaf
         of which nothing is known has the full ranges and no known
         bits.
     K <id> <p> <value>
         an integer constant of precision P.
     N <id> <op> <p> <r> <regime> <a> [<b> [<c>]]
         an operation of the table (include/peephole-ops.def: int_add,
         uint_lt, int_select, int_zext ...) on the nodes A, B, C, as
         peep_z3_value evaluates it: P is the operands' precision (of a
         select, the values'; of a conversion, its source's), R the
         result's (1 for a comparison), REGIME "wrap" or "undef" (as
         enum peep_regime: signed overflow undefined).  The operand
         count is the operation's arity.

   Use lines, after the node they name:

     X <id>
         the operation node ID (not the root) has a use outside the
         record's statements: its value stays when the root is
         rewritten, and a rewrite saves nothing of it (nor of what it
         uses).  An operation without an 'X' line dies with the root.

   Condition lines, after all nodes:

     C <op> <p> <a> <b> <holds>
         a comparison OP of the table between the nodes A and B of
         precision P (nodes of the record: a condition's operands are
         added as leaves or constants if they are not already nodes)
         that a dominating GIMPLE_COND decided: HOLDS is 1 where the
         root is reached only if it is true, 0 only if it is false.

   The root is an operation node.  An SSA name that occurs several
   times in the DAG is one node.

   Example: for "if (x_1(D) > 9) return (x_1(D) & 255) + 1;" in a
   function f of int x:

     R f.c:1:30 f -1
     L 0 32 x_1(D) 0xa 0x7fffffff 0xa 0x7fffffff 0x0 0x80000000
     K 1 32 0xff
     N 2 int_and 32 32 undef 0 1
     K 3 32 0x1
     N 4 int_add 32 32 undef 2 3
     K 5 32 0x9
     C int_gt 32 0 5 1
     E 4

   FINDINGS FORMAT (version 2; version 1 had no 'S' lines), written by
   peephole-mine-z3:

     # peephole-mine-z3 2
     F <id> <kind> <static count> <dynamic count>
     P <pattern>
     T <target>
     S <expression>                  zero or more: what stays
     Q <check>                       zero or more
     W <p> <regime>                  one or more: where it was seen
     I <condition> <holds>           zero or more: path conditions
     A <location> <function> <count> one or more: where it occurred,
                                     the first few
     Z

   <id>        a short stable name of the finding (hex of a hash of
               its canonical form).
   <kind>      "constant" (the root, a comparison or not, is one
               value), "same" (it equals a leaf or an earlier node) or
               "cheaper" (an expression of lower cost over the same
               leaves computes it).
   <static count>   how many harvested roots showed it;
   <dynamic count>  the sum of their profile counts, -1 if none had
                    one.
   <pattern>   the minimized DAG as an expression of the rule language
               (rules/NAME.rules): leaves named x, y, z, w, v, u ... in
               order of first occurrence, constants as decimal literals
               of the signed value (-1, 255), operations by their table
               names: "int_add(int_and(x, 255), 1)".  A leaf that occurs
               twice is the same variable.
   <target>    the cheaper expression, a leaf name, or a constant, in
               the same language.
   S           an operation of the pattern below its root that has
               other uses where the finding was seen, and stays, as an
               expression of the pattern's variables ("int_and(x, y)"):
               the target is cheaper than what dies all the same.  The
               rule of a finding with an 'S' line must apply to shared
               operations (the body line "shared"), and its reproducer
               uses the value elsewhere too.
   <check>     a fact the finding needs, as a check of the rule
               language over the pattern's variables and their facts
               (gen/facts.def): "x.uupper <=u 1023", "x.lower >= 0",
               "x.zeros & 65280 == 65280".
   <condition> a path condition the finding needs, as a comparison of
               the rule language ("int_gt(x, 9)"); a rule cannot say
               it, the report shows it.

   The file is sorted by static count, then dynamic count, descending.  */

#ifndef PEEPHOLE_MINE_H
#define PEEPHOLE_MINE_H

#define PEEP_MINE_FORMAT_VERSION 2

#endif /* PEEPHOLE_MINE_H */
