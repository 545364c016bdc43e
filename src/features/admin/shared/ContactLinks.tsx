import styles from './ContactLinks.module.css';

/** A phone number to call from the page (`tel:`), as written, spaces left out of the link. */
export function PhoneLink({ phoneNumber }: { phoneNumber: string }) {
  return (
    <a className={styles.contactLink} href={`tel:${phoneNumber.replace(/\s+/g, '')}`}>
      {phoneNumber}
    </a>
  );
}

/** An e-mail address to write to (`mailto:`). Never given a one-time seller's random id. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a className={styles.contactLink} href={`mailto:${email}`}>
      {email}
    </a>
  );
}
