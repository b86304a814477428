import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Account } from '../../accounts/entities/account.entity.js';

/**
 * A bank account or card an account verified, kept as the processor's token and the last four digits: the
 * full number is never stored. `behaviour` is the local processor's vault entry (what its test numbers do).
 */
@Entity('payment_methods')
@Index('ux_payment_methods_token', ['token'], { unique: true })
@Index('ix_payment_methods_account', ['instanceId', 'accountId', 'createdAt'])
export class PaymentMethod extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  accountId: number;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Relation<Account>;

  /** ach or card. */
  @Column({ type: 'varchar', length: 10 })
  kind: string;

  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'char', length: 4 })
  last4: string;

  @Column({ type: 'char', length: 9, nullable: true })
  routingNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  bankName: string | null;

  /** The local processor's outcome for this number: succeed, decline, fail-once or fail. */
  @Column({ type: 'varchar', length: 20 })
  behaviour: string;
}
