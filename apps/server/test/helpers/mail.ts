/** A message's text with its quoted-printable encoding undone (folded lines, =3D for =). */
export const decodedMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
