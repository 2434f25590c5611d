const ADJECTIVES = ["Swift", "Silent", "Crimson", "Lucky", "Frozen", "Brave", "Shadow", "Golden"];
const NOUNS = ["Falcon", "Tiger", "Mage", "Ranger", "Golem", "Phoenix", "Knight", "Viper"];

/** A stable, made-up in-game name for a player id, so validation answers look real. */
export function playerNickname(gameId: number, userId: string): string {
  let hash = gameId * 31;
  for (const char of userId) hash = (Math.imul(hash, 33) + (char.codePointAt(0) ?? 0)) >>> 0;
  const adjective = ADJECTIVES[hash % ADJECTIVES.length] ?? "";
  const noun = NOUNS[(hash >>> 3) % NOUNS.length] ?? "";
  return `${adjective}${noun}${userId.slice(-4)}`;
}
