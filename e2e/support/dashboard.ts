/**
 * The dashboard's greeting of a person by first name, whatever the time of day in Manila
 * ('Good morning, Maria'): what shows once the dashboard has arrived.
 */
export function dashboardGreeting(fullName: string): RegExp {
  const firstName = fullName.split(' ')[0] ?? fullName
  return new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`)
}
