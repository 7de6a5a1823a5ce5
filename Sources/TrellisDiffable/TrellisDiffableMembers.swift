/// A name that TrellisUIKitNames imports TrellisDiffable by, so that files importing only UIKit's names see
/// TrellisDiffable's members (also under Swift's member-import visibility rule) but not its unprefixed names.
public enum TrellisDiffableMembers {}
