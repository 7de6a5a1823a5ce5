/// A name that TrellisUIKitNames imports TrellisUI by, so that files importing only UIKit's names see
/// TrellisUI's members (also under Swift's member-import visibility rule) but not its unprefixed names.
public enum TrellisUIMembers {}
