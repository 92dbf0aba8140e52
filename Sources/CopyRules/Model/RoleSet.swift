/// Roles as the bits of one integer: a membership test is a mask, where a `Set<Role>` hashes the role. For the
/// lookups made for every string checked (which rules apply to a role).
public struct RoleSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public init(_ role: Role) {
        rawValue = 1 << UInt32(role.ordinal)
    }

    public init(_ roles: some Sequence<Role>) {
        self.init(rawValue: roles.reduce(0) { $0 | RoleSet($1).rawValue })
    }

    public func contains(_ role: Role) -> Bool {
        rawValue & RoleSet(role).rawValue != 0
    }

    /// The roles, in declaration order.
    public var roles: [Role] {
        Role.allCases.filter { contains($0) }
    }
}
