import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A person who signs in. Users span instances (one login holds accounts on several), so this table is
 * not tenant-scoped; what a user may do on an instance comes from their accounts there.
 */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_users_email', { unique: true, where: 'email IS NOT NULL' })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Index('uq_users_phone', { unique: true, where: 'phone IS NOT NULL' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  /** argon2id PHC string; null until the user creates a login. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 10, default: 'en' })
  defaultLanguage: string;

  /** Channels a code may go to: 'email', 'phone', 'call'. */
  @Column({ type: 'text', array: true, default: '{email}' })
  mfaChannels: string[];

  @Column({ default: false })
  smsConsent: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profilePicUrl: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
