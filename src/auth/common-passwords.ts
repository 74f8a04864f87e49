/**
 * Passwords refused on set and change: the most common passwords of public breach corpora
 * (the base words), plus the usual ways people stretch them past a length rule
 * (repeating, appending digits or a year, "!" at the end).
 */
const BASE = `password passw0rd p@ssword p@ssw0rd 123456 1234567 12345678 123456789 1234567890 12345678910 123123 123321 111111 000000 654321
qwerty qwertyuiop qwerty123 qwertyuiopasdfghjkl asdfghjkl asdfgh zxcvbnm 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y qazwsx qweasd qweasdzxc
abc123 abcdef abcdefg abcd1234 a1b2c3 iloveyou iloveyou1 letmein welcome welcome1 admin admin123 administrator root toor login guest
monkey dragon master shadow sunshine princess football baseball basketball soccer hockey superman batman trustno1 starwars
michael jennifer jessica ashley charlie daniel thomas jordan hunter ranger buster killer pepper ginger tigger summer winter autumn spring
hello hello123 freedom whatever secret changeme changeit default mustang harley corvette ferrari mercedes computer internet
football1 baseball1 princess1 sunshine1 password1 password12 password123 password1234 passwordpassword mypassword yourpassword
qwertyqwerty letmeinplease welcometothejungle iloveyouforever iloveyoubaby ihateyou lovely loveme love123 cheese chocolate cookie
pokemon minecraft fortnite starwars1 matrix liverpool chelsea arsenal barcelona realmadrid manchester yankees cowboys steelers
agronomy farming farmer tractor fertilizer nitrogen agrotain superu centuro anvol koch kochagronomic kochagronomicservices
company companyname spring2024 summer2024 winter2024 fall2024 spring2025 summer2025 winter2025 fall2025 spring2026 summer2026 winter2026 fall2026
correcthorsebatterystaple trustnoone letmein123 adminadmin administrator1 test test123 testtest testing tester demo demo123 user user123
zaq12wsx zaq1zaq1 !qaz2wsx 1qazxsw2 qwer1234 asdf1234 zxcv1234 aaaaaa abcabc abcabcabc q1w2e3r4 q1w2e3r4t5y6 123qwe 123abc 7777777 88888888
696969 121212 112233 159753 147258369 987654321 0987654321 11223344 123654 159357 789456123 147852369 963852741`;

const words = BASE.split(/\s+/).filter(Boolean);
const years = ['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027'];
const suffixes = ['', '1', '12', '123', '1234', '12345', '123456', '!', '1!', '123!', '@123', ...years, ...years.map((y) => `${y}!`)];

function build(): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    for (const s of suffixes) out.add(`${w}${s}`);
    out.add(w + w);
    out.add(w + w + w);
  }
  for (let d = 0; d <= 9; d++) out.add(String(d).repeat(12));
  out.add('123456789012');
  out.add('1234567890123');
  out.add('12345678901234');
  out.add('123456123456');
  out.add('qwertyuiop12');
  out.add('qwertyuiop123');
  out.add('qwertyuiopas');
  return out;
}

export const COMMON_PASSWORDS: ReadonlySet<string> = build();
